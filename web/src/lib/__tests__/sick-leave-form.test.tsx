import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SickLeave } from '@vuoro/domain';
import account from '@/locales/en/account.json';
import talentSelf from '@/locales/en/talent-self.json';
import validation from '@/locales/en/validation.json';
import { sickLeaveValuesOf } from '@/lib/sick-leave';
import { SickLeaveForm } from '@/lib/ui/sick-leave-form';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { account, validation, 'talent-self': talentSelf } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const profile = { firstName: 'Eero', lastName: 'Nieminen', phoneNumber: '+358401234511', email: 'eero@example.com' };

function renderForm(onSend: (input: SickLeave) => Promise<unknown>, onSent = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <SickLeaveForm
        initial={sickLeaveValuesOf(profile, '2026-11-23')}
        onSend={onSend}
        onSent={onSent}
        submitLabel="Send sick-leave notice"
      />
    </I18nextProvider>,
  );
  return onSent;
}

describe('SickLeaveForm', () => {
  it('sends nothing while a field is bad, says why beside it and keeps what was typed', async () => {
    const onSend = vi.fn<(input: SickLeave) => Promise<unknown>>().mockResolvedValue('s1');
    renderForm(onSend);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Eero Nieminen');
    await userEvent.clear(screen.getByLabelText(/^Phone number/));
    await userEvent.type(screen.getByLabelText(/^Phone number/), '040 123');
    await userEvent.type(screen.getByLabelText(/^Missed shift/), 'Mon 7-15');
    await userEvent.click(screen.getByRole('button', { name: 'Send sick-leave notice' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Customer/)).toHaveAccessibleDescription('Field is required');
    expect(screen.getByText('Phone number should be formatted +358...')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Missed shift/)).toHaveValue('Mon 7-15');
    await waitFor(() => expect(screen.getByLabelText(/^Customer/)).toHaveFocus());
  });

  it('sends the parsed notice; a failed send says so and keeps the form', async () => {
    const onSend = vi
      .fn<(input: SickLeave) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('s1');
    const onSent = renderForm(onSend);
    await userEvent.type(screen.getByLabelText(/^Customer/), 'Hotelli Aurora');
    await userEvent.click(screen.getByRole('button', { name: 'Send sick-leave notice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save');
    expect(screen.getByLabelText(/^Customer/)).toHaveValue('Hotelli Aurora');
    expect(onSent).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send sick-leave notice' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenLastCalledWith({
      customer: 'Hotelli Aurora',
      name: 'Eero Nieminen',
      phone: '+358401234511',
      email: 'eero@example.com',
      missedShift: null,
      start: new Date('2026-11-23'),
      end: new Date('2026-11-23'),
    });
  });
});
