import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TalentNote } from '@vuoro/domain';
import labels from '@/locales/en/labels.json';
import talent from '@/locales/en/talent.json';
import { NotesSection, type NotesSectionProps } from '../components/detail/notes-section';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { talent, labels } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const notes: TalentNote[] = [
  {
    id: 'n2',
    talentId: 't-1',
    comment: 'Prefers mornings',
    jobId: null,
    status: null,
    created: { date: new Date('2026-11-23T22:05:00Z'), id: 'c-jussi', name: 'Jussi Korhonen' },
  },
  {
    id: 'n1',
    talentId: 't-1',
    comment: 'References checked',
    jobId: 'job-1',
    status: 'presented',
    created: { date: new Date('2026-11-20T08:00:00Z'), id: 'demo-admin', name: 'Reija Rekrytoija' },
  },
];

function renderSection(props: Partial<NotesSectionProps> = {}) {
  render(
    <I18nextProvider i18n={i18n}>
      <NotesSection
        talentId="t-1"
        talentStatus="interviewed"
        jobIds={['job-1']}
        jobNames={new Map([['job-1', { title: 'Kokki', company: 'Ravintola Helmi' }]])}
        notes={{ status: 'ready', data: notes, retry: () => {} }}
        {...props}
      />
    </I18nextProvider>,
  );
}

describe('NotesSection', () => {
  it('lists the notes as given (newest first) with author, Helsinki time, assignment and status then', () => {
    renderSection();
    const items = within(screen.getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Jussi Korhonen wrote on 24.11.2026 0.05Prefers mornings',
      'Reija Rekrytoija wrote on 20.11.2026 10.00References checkedAbout the assignment Kokki · Ravintola Helmi · Status then: Presented',
    ]);
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });

  it('a failed add says so and keeps the typed text; a good one says "Saved" and empties the box', async () => {
    const onAdd = vi.fn<NonNullable<NotesSectionProps['onAdd']>>().mockRejectedValueOnce(new Error('unavailable'));
    renderSection({ onAdd });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New note'), 'Call back on Monday');
    await user.selectOptions(screen.getByLabelText('Assignment (optional)'), 'job-1');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The note was not saved. Your text is still here');
    expect(screen.getByLabelText('New note')).toHaveValue('Call back on Monday');
    expect(onAdd).toHaveBeenCalledWith({
      talentId: 't-1',
      comment: 'Call back on Monday',
      jobId: 'job-1',
      status: 'interviewed',
    });

    onAdd.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByLabelText('New note')).toHaveValue('');
  });
});
