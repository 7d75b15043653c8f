import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyHiringStep, assignment, type HiringState } from '@vuoro/domain';
import assignments from '@/locales/en/assignments.json';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import validation from '@/locales/en/validation.json';
import type { TakenHiringStep } from '../api/present-talent';
import { AssignmentFormView, type AssignmentFormViewProps } from '../components/assignment-form';
import { AssignmentList } from '../components/assignment-list';
import { PresentedTalents } from '../components/presented-talents';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { assignments, common, errors, labels, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const job = assignment.parse({
  id: 'job-1',
  company: 'Hotelli Aurora',
  title: 'Kerroshoitaja',
  contractStatus: true,
  presentedTalents: [
    { id: 't-1', name: 'Iryna Bondarenko', hiredStatus: 'hired' },
    { id: 't-2', name: 'Mikko Heikkinen', hiredStatus: null },
    { id: 't-3', name: 'Serhii Melnyk', hiredStatus: 'rejected' },
  ],
});
const consultants = [{ id: 'c-1', name: 'Sanna Mäkelä', email: null }];

function renderForm(props: Partial<AssignmentFormViewProps> = {}) {
  const onSave = vi.fn<AssignmentFormViewProps['onSave']>().mockResolvedValue(undefined);
  render(
    <I18nextProvider i18n={i18n}>
      <AssignmentFormView
        job={job}
        withJobComment={false}
        consultants={consultants}
        readOnly={false}
        onSave={onSave}
        {...props}
      />
    </I18nextProvider>,
  );
  return { onSave };
}

describe('AssignmentFormView', () => {
  it('names the languages in the user\'s language, with one written in English before codes ("Finnish") chosen', async () => {
    const { onSave } = renderForm({ job: assignment.parse({ ...job, languages: ['Finnish', 'uk'] }) });
    const languages = within(screen.getByRole('group', { name: 'Languages' }));
    expect(languages.getByRole('checkbox', { name: 'Finnish' })).toBeChecked();
    expect(languages.getByRole('checkbox', { name: 'Ukrainian' })).toBeChecked();
    expect(languages.getByRole('checkbox', { name: 'Swedish' })).not.toBeChecked();
    expect(languages.queryByRole('checkbox', { name: 'uk' })).toBeNull();
    const user = userEvent.setup();
    await user.click(languages.getByRole('checkbox', { name: 'Swedish' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]![0].languages).toEqual(['fi', 'uk', 'sv']);
  });

  it("a failed save says 'Failed to save' and keeps what the user typed", async () => {
    const onSave = vi.fn<AssignmentFormViewProps['onSave']>().mockRejectedValue(new Error('permission-denied'));
    renderForm({ onSave });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'Siivooja');
    await user.click(
      within(screen.getByRole('group', { name: 'Key account manager' })).getByRole('checkbox', { name: 'Sanna Mäkelä' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Siivooja');
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      title: 'Siivooja',
      company: 'Hotelli Aurora',
      contractStatus: true,
      kam: ['c-1'],
    });
  });

  it('the save is announced busy while it runs, a second press saves nothing more, and success is said', async () => {
    let done!: () => void;
    const onSave = vi.fn<AssignmentFormViewProps['onSave']>(() => new Promise<void>((resolve) => (done = resolve)));
    renderForm({ onSave });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const busy = screen.getByRole('button', { name: 'Saving…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onSave).toHaveBeenCalledOnce();
    done();
    expect(await screen.findByRole('status')).toHaveTextContent('Saved successfully');
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('an empty required field is reported and nothing is saved', async () => {
    const { onSave } = renderForm({ job: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/^Company/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is read-only without the admin role: fields disabled, no save', () => {
    renderForm({ readOnly: true });
    expect(screen.getByLabelText(/^Company/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('PresentedTalents', () => {
  it('shows the chips and toggles per talent; pressed buttons say so', async () => {
    const onHiring = vi.fn().mockResolvedValue(null);
    const onRevert = vi.fn().mockResolvedValue(null);
    render(
      <I18nextProvider i18n={i18n}>
        <PresentedTalents job={job} canEdit interest={new Map()} onHiring={onHiring} onRevert={onRevert} onUndo={vi.fn()} />
      </I18nextProvider>,
    );
    const chips = screen.getByRole('list', { name: 'Hiring summary' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hired 1', 'Rejected 1', 'Active 1']);
    const rows = within(screen.getByRole('list', { name: 'Presented talents' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('button', { name: 'Hire' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(rows[2]!).getByRole('button', { name: 'Reject' })).toHaveAttribute('aria-pressed', 'true');
    const user = userEvent.setup();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Hire' }));
    expect(onHiring).toHaveBeenCalledWith('t-2', 'hire');
    await user.click(within(rows[2]!).getByRole('button', { name: 'Back to presented' }));
    expect(onRevert).toHaveBeenCalledWith('t-3');
    // Back to presented only where it changes something: not on Mikko, who is presented already.
    expect(rows.map((row) => within(row).queryByRole('button', { name: 'Back to presented' }) !== null)).toEqual([
      true,
      false,
      true,
    ]);
    expect(within(screen.getByRole('list', { name: 'Hired' })).getByText('Iryna Bondarenko')).toBeInTheDocument();
  });

  it('says what each step did with an Undo that takes exactly that step back', async () => {
    const entry = { status: 'presented', date: new Date(Date.UTC(2026, 10, 2)) };
    const before: HiringState = { hiredStatus: null, statuses: [entry] };
    const taken: TakenHiringStep = {
      jobId: 'job-1',
      talentId: 't-2',
      step: 'hire',
      before,
      after: applyHiringStep(before, 'hire', { date: new Date(), by: { id: 'c-1', name: 'Sanna' } }),
    };
    const onHiring = vi.fn().mockResolvedValue(taken);
    const onRevert = vi.fn().mockResolvedValue({ ...taken, talentId: 't-3', step: 'revert', after: before });
    const onUndo = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    render(
      <I18nextProvider i18n={i18n}>
        <PresentedTalents job={job} canEdit interest={new Map()} onHiring={onHiring} onRevert={onRevert} onUndo={onUndo} />
      </I18nextProvider>,
    );
    const rows = within(screen.getByRole('list', { name: 'Presented talents' })).getAllByRole('listitem');
    const user = userEvent.setup();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Hire' }));
    const status = await screen.findByText('Mikko Heikkinen hired.');
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    const undo = screen.getByRole('button', { name: 'Undo' });
    await user.click(undo);
    await user.click(undo); // a second press does nothing more
    expect(onUndo).toHaveBeenCalledExactlyOnceWith(taken);
    expect(await screen.findByText('The hire is undone and Mikko Heikkinen is presented again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();

    await user.click(within(rows[2]!).getByRole('button', { name: 'Back to presented' }));
    expect(await screen.findByText('Serhii Melnyk is back to presented.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Not undone: someone else changed Serhii Melnyk meanwhile.')).toBeInTheDocument();
  });

  it('has no buttons for a reader', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PresentedTalents job={job} canEdit={false} onHiring={vi.fn()} onRevert={vi.fn()} onUndo={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('AssignmentList', () => {
  const listed = (id: string, day: number, over: Record<string, unknown> = {}) =>
    assignment.parse({
      id,
      company: `Yritys ${id}`,
      title: `Tehtävä ${id}`,
      openPositions: 2,
      updated: { date: new Date(Date.UTC(2026, 10, day)) },
      ...over,
    });
  const view = (jobs: ReturnType<typeof listed>[], selectedId: string | null) => (
    <I18nextProvider i18n={i18n}>
      <AssignmentList jobs={{ status: 'ready', data: jobs, retry: () => {} }} selectedId={selectedId} canEdit={false} />
    </I18nextProvider>
  );
  const titles = () =>
    screen.getAllByRole('link', { name: /^Tehtävä/ }).map((a) => a.querySelector('span')?.textContent ?? a.textContent);

  it('alone, shows a row per assignment with open positions as N of M (less the hired), presented / hired and the update', () => {
    const hiredOne = [
      { id: 't-1', name: 'Iryna Bondarenko', hiredStatus: 'hired' },
      { id: 't-2', name: 'Mikko Heikkinen', hiredStatus: null },
    ];
    render(view([listed('a', 2, { presentedTalents: hiredOne })], null));
    const row = screen.getByRole('link', { name: 'Tehtävä a' }).closest('li')!;
    expect(row.textContent).toContain('Yritys a');
    expect(row.textContent).toContain('Open positions: 1 of 2');
    expect(row.textContent).toContain('Presented / hired: 2 / 1');
    expect(row.textContent).toMatch(/Updated: \S*2026$/);
    // No hiring chips in a row: the counts are the row's own column.
    expect(within(row).queryByRole('list', { name: 'Hiring summary' })).toBeNull();
  });

  it('keeps the rows in place while the recruiter stays on an assignment, and sorts newest first once they move on', () => {
    const { rerender } = render(view([listed('a', 2), listed('b', 3)], 'a'));
    expect(titles()).toEqual(['Tehtävä b', 'Tehtävä a']);
    // A hire on "a" stamps it as updated now: the row stays where it was.
    rerender(view([listed('a', 5), listed('b', 3)], 'a'));
    expect(titles()).toEqual(['Tehtävä b', 'Tehtävä a']);
    rerender(view([listed('a', 5), listed('b', 3)], 'b'));
    expect(titles()).toEqual(['Tehtävä a', 'Tehtävä b']);
  });
});
