import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { talentWorkHistory } from '@vuoro/domain';
import account from '@/locales/en/account.json';
import registration from '@/locales/en/registration.json';
import talentSelf from '@/locales/en/talent-self.json';
import validation from '@/locales/en/validation.json';
import { OwnRecordList, type OwnRecordListProps } from '../components/own-record-list';
import { ChangedMeanwhileError } from '../model';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { account, registration, 'talent-self': talentSelf, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const row = talentWorkHistory.parse({
  id: 'w1',
  company: 'Hotelli Aurora',
  job: 'Kokki',
  start: new Date('2023-03-01T00:00:00Z'),
  end: new Date('2024-05-31T00:00:00Z'),
  stillWorking: false,
});

function renderList(props: Partial<OwnRecordListProps<'workHistory'>>) {
  const onSave = props.onSave ?? vi.fn(() => Promise.resolve());
  const onRemove = props.onRemove ?? vi.fn(() => Promise.resolve());
  render(
    <I18nextProvider i18n={i18n}>
      <OwnRecordList kind="workHistory" rows={[row]} onSave={onSave} onRemove={onRemove} />
    </I18nextProvider>,
  );
  return { onSave, onRemove };
}

describe('OwnRecordList', () => {
  it('an edit saved meanwhile by a recruiter says so and keeps what was typed; the base is the row as opened', async () => {
    const onSave = vi.fn(() => Promise.reject(new ChangedMeanwhileError()));
    const onRemove = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <OwnRecordList kind="workHistory" rows={[row]} onSave={onSave} onRemove={onRemove} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Kokki · Hotelli Aurora' }));
    // A recruiter's change arrives live while the form is open: the save still compares with what was opened.
    rerender(
      <I18nextProvider i18n={i18n}>
        <OwnRecordList kind="workHistory" rows={[{ ...row, company: 'Hotelli Aurora Oy' }]} onSave={onSave} onRemove={onRemove} />
      </I18nextProvider>,
    );
    const job = screen.getByLabelText(/^Job/);
    await userEvent.clear(job);
    await userEvent.type(job, 'Head chef');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(talentSelf.answers.changedMeanwhile)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Job/).value).toBe('Head chef');
    expect(onSave).toHaveBeenCalledWith({
      kind: 'workHistory',
      edited: { id: 'w1', base: expect.objectContaining({ job: 'Kokki', company: 'Hotelli Aurora' }) },
      record: expect.objectContaining({ job: 'Head chef', responsibilities: null }),
    });
  });

  it('a new row with its end before its start is refused by the field, nothing saved', async () => {
    const { onSave } = renderList({});
    await userEvent.click(screen.getByRole('button', { name: 'Add a job' }));
    await userEvent.type(screen.getByLabelText('Company', { exact: false }), 'Sokos');
    await userEvent.type(screen.getByLabelText(/^Job/), 'Siivooja');
    await userEvent.type(screen.getByLabelText('Started', { exact: false }), '2024-06-01');
    await userEvent.type(screen.getByLabelText('Ended', { exact: false }), '2024-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(validation.endBeforeStart)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('removing is asked once more; Back removes nothing', async () => {
    const { onRemove } = renderList({});
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kokki · Hotelli Aurora' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kokki · Hotelli Aurora' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onRemove).toHaveBeenCalledWith({ kind: 'workHistory', id: 'w1' });
    expect(await screen.findByText('Removed.')).toBeTruthy();
  });
});
