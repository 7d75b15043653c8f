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
    history: [],
  },
  {
    id: 'n1',
    talentId: 't-1',
    comment: 'References checked',
    jobId: 'job-1',
    status: 'presented',
    created: { date: new Date('2026-11-20T08:00:00Z'), id: 'demo-admin', name: 'Reija Rekrytoija' },
    history: [],
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

  describe("correcting and withdrawing one's own note", () => {
    const written = new Date('2026-11-24T10:00:00Z');
    const own: TalentNote = {
      id: 'own',
      talentId: 't-1',
      comment: 'Callled on Monday',
      created: { date: written, id: 'demo-admin', name: 'Reija Rekrytoija' },
      history: [],
    };
    const others: TalentNote = {
      ...own,
      id: 'other',
      comment: 'Jussi here',
      created: { ...own.created, id: 'c-jussi', name: 'Jussi Korhonen' },
    };
    afterEach(() => vi.useRealTimers());
    const at = (minutes: number) =>
      vi.useFakeTimers({ now: new Date(written.getTime() + minutes * 60_000), shouldAdvanceTime: true });

    it("offers Edit and Withdraw on the reader's own note only, and only within the window", () => {
      at(5);
      renderSection({ notes: { status: 'ready', data: [own, others], retry: () => {} }, uid: 'demo-admin', onChange: vi.fn() });
      const [mine, theirs] = within(screen.getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem');
      expect(within(mine!).getByRole('button', { name: 'Edit note' })).toBeVisible();
      expect(within(mine!).getByRole('button', { name: 'Withdraw note' })).toBeVisible();
      expect(within(theirs!).queryByRole('button', { name: 'Edit note' })).toBeNull();
      cleanup();
      at(16);
      renderSection({ notes: { status: 'ready', data: [own], retry: () => {} }, uid: 'demo-admin', onChange: vi.fn() });
      expect(screen.queryByRole('button', { name: 'Edit note' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Withdraw note' })).toBeNull();
    });

    it('a failed correction keeps the typed text; a good one says Saved', async () => {
      at(2);
      const onChange = vi.fn<NonNullable<NotesSectionProps['onChange']>>().mockRejectedValueOnce(new Error('permission-denied'));
      renderSection({ notes: { status: 'ready', data: [own], retry: () => {} }, uid: 'demo-admin', onChange });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Edit note' }));
      const box = screen.getByLabelText('Note text');
      expect(box).toHaveValue('Callled on Monday');
      await user.clear(box);
      await user.type(box, 'Called on Monday');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The note was not changed');
      expect(screen.getByLabelText('Note text')).toHaveValue('Called on Monday');
      expect(onChange).toHaveBeenCalledWith({ kind: 'correct', noteId: 'own', comment: 'Called on Monday' });
      onChange.mockResolvedValueOnce(undefined);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Saved');
      expect(screen.queryByLabelText('Note text')).toBeNull();
    });

    it('withdrawing asks once more; Back withdraws nothing', async () => {
      at(2);
      const onChange = vi.fn<NonNullable<NotesSectionProps['onChange']>>().mockResolvedValue(undefined);
      renderSection({ notes: { status: 'ready', data: [own], retry: () => {} }, uid: 'demo-admin', onChange });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Withdraw note' }));
      expect(screen.getByText(/Withdraw this note\?/)).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(onChange).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Withdraw note' }));
      await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
      expect(onChange).toHaveBeenCalledWith({ kind: 'withdraw', noteId: 'own' });
      expect(await screen.findByRole('status')).toHaveTextContent('Note withdrawn');
    });

    it('an edited note says so and keeps its earlier text; a withdrawn one hides its text behind a disclosure', () => {
      const edited: TalentNote = {
        ...own,
        comment: 'Called on Monday',
        edited: new Date('2026-11-24T10:03:00Z'),
        history: [{ comment: 'Callled on Monday', at: written }],
      };
      const withdrawn: TalentNote = {
        ...others,
        withdrawn: new Date('2026-11-24T10:04:00Z'),
        history: [{ comment: 'Jussi here', at: written }],
      };
      renderSection({ notes: { status: 'ready', data: [edited, withdrawn], retry: () => {} } });
      const [first, second] = [...screen.getByRole('list', { name: 'Notes, newest first' }).children] as HTMLElement[];
      expect(first).toHaveTextContent('Reija Rekrytoija wrote on 24.11.2026 12.00 · edited 24.11.2026 12.03');
      expect(within(first!).getByText('1 earlier version')).toBeVisible();
      expect(within(first!).getByText('Callled on Monday')).not.toBeVisible();
      expect(second).toHaveTextContent('Withdrawn by Jussi Korhonen 24.11.2026 12.04');
      expect(within(second!).getByText('Jussi here')).not.toBeVisible();
      expect(within(second!).getByText('Show the withdrawn text')).toBeVisible();
    });
  });
});
