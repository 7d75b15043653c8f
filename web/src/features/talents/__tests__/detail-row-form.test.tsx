import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { workHistoryEntry, workReference } from '@vuoro/domain';
import talentEn from '@/locales/en/talent.json';
import validation from '@/locales/en/validation.json';
import { RowForm, type RowField } from '../components/detail/row-form';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { talent: talentEn, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const referenceFields: RowField[] = [
  { key: 'name', label: 'Name', type: 'text', required: true },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
];
const workFields: RowField[] = [
  { key: 'company', label: 'Company', type: 'text', required: true },
  { key: 'job', label: 'Job', type: 'text', required: true },
  { key: 'end', label: 'End date', type: 'date' },
  { key: 'stillWorking', label: 'Still working here', type: 'checkbox' },
];

describe('RowForm', () => {
  it('a reference without email or phone gets the domain message; the name stays typed', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(
      <I18nextProvider i18n={i18n}>
        <RowForm openLabel="Add reference" fields={referenceFields} schema={workReference} onSave={onSave} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add reference' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Pekka Esimies');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(validation.referenceContactRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Pekka Esimies');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Phone'), '+358401234567');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Pekka Esimies', phone: '+358401234567' }));
  });

  it('editing starts open with the row, saves the change and Cancel closes it', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <RowForm
          openLabel="Edit Cook · Hotel Aurora"
          title="Edit: Cook · Hotel Aurora"
          fields={workFields}
          schema={workHistoryEntry}
          initial={{ company: 'Hotel Aurora', job: 'Cook', end: '', stillWorking: true }}
          onSave={onSave}
          onClose={onClose}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Edit: Cook · Hotel Aurora' })).toBeInTheDocument();
    const job = screen.getByLabelText('Job');
    expect(job).toHaveValue('Cook');
    await userEvent.clear(job);
    await userEvent.type(job, 'Head cook');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ company: 'Hotel Aurora', job: 'Head cook', stillWorking: true }),
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a save is announced busy, a second press adds nothing more, and a failure says so keeping what was typed', async () => {
    let fail!: (e: unknown) => void;
    const onSave = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={i18n}>
        <RowForm openLabel="Add reference" fields={referenceFields} schema={workReference} onSave={onSave} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add reference' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Pekka Esimies');
    await userEvent.type(screen.getByLabelText('Phone'), '+358401234567');
    const add = screen.getByRole('button', { name: 'Add' });
    await userEvent.click(add);
    expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    expect(onSave).toHaveBeenCalledOnce();
    fail(new Error('unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error while saving talent!');
    expect(screen.getByLabelText('Name')).toHaveValue('Pekka Esimies');
    expect(screen.getByLabelText('Phone')).toHaveValue('+358401234567');
  });
});
