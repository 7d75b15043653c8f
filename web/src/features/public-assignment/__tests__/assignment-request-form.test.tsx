import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import publicAssignment from '@/locales/en/publicAssignment.json';
import validation from '@/locales/en/validation.json';
import type { SendResult } from '../api/send-assignment-request';
import { AssignmentRequestForm } from '../components/assignment-request-form';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, errors, publicAssignment, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const valid: Record<string, string> = {
  Company: 'Hotelli Aurora',
  'Job title': 'Kokki',
  Description: 'Lounaskeittiö',
  City: 'Helsinki',
  Positions: '2',
  'Contact person': 'Maija Meikäläinen',
  Email: 'maija@example.com',
};

function renderForm(result: SendResult = { status: 'sent', id: 'r1' }) {
  const onSend = vi.fn<(body: unknown) => Promise<SendResult>>().mockResolvedValue(result);
  const onSent = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <AssignmentRequestForm onSend={onSend} onSent={onSent} />
    </I18nextProvider>,
  );
  return { onSend, onSent };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  return user;
}

describe('AssignmentRequestForm', () => {
  it.each(Object.keys(valid))("an empty %s shows 'Field is required', keeps the rest and gets the focus", async (label) => {
    const { onSend } = renderForm();
    const user = await fill({ ...valid, [label]: '' });
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    const input = field(label);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Field is required/);
    await waitFor(() => expect(input).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(/Please correct the following fields/);
    for (const [other, value] of Object.entries(valid)) if (other !== label) expect(field(other).value).toBe(value);
    expect(onSend).not.toHaveBeenCalled();
  });

  it("a bad email shows 'Invalid email address' and keeps the rest", async () => {
    renderForm();
    const user = await fill({ ...valid, Email: 'maija@', Phone: '+358401234567' });
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(field('Email')).toHaveAccessibleDescription(/Invalid email address/);
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email').value).toBe('maija@');
    expect(field('Company').value).toBe('Hotelli Aurora');
    expect(field('Phone').value).toBe('+358401234567');
  });

  it('focus goes to the first of several errors, in form order', async () => {
    renderForm();
    const user = await fill({ ...valid, City: '', Email: 'x' });
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(field('City')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(/City: Field is required/);
    expect(screen.getByRole('alert')).toHaveTextContent(/Email: Invalid email address/);
  });

  it('a valid form sends every field, languages as English names with the other ones', async () => {
    const { onSend, onSent } = renderForm();
    const user = await fill({ ...valid, 'Other languages': 'Estonian, Russian' });
    await user.click(screen.getByRole('checkbox', { name: 'Finnish' }));
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('r1'));
    expect(onSend.mock.calls[0]![0]).toMatchObject({
      company: 'Hotelli Aurora',
      positions: 2,
      languages: ['Finnish', 'Estonian', 'Russian'],
      website: '',
    });
  });

  it.each([
    ['failed', 'Failed to send the order, please try again later'],
    ['tooMany', 'Too many requests have been sent'],
  ] as const)('a %s send says so and keeps everything typed', async (status, text) => {
    const { onSent } = renderForm({ status });
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    for (const [label, value] of Object.entries(valid)) expect(field(label).value).toBe(value);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('the send is announced busy while it runs and a second press sends nothing more', async () => {
    let answer!: (result: SendResult) => void;
    const { onSend, onSent } = renderForm();
    onSend.mockImplementation(() => new Promise<SendResult>((resolve) => (answer = resolve)));
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onSend).toHaveBeenCalledOnce();
    answer({ status: 'sent', id: 'r1' });
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('r1'));
  });

  it("the function's field errors show next to their fields", async () => {
    renderForm({ status: 'invalid', issues: [{ path: 'email', message: 'validation:invalidEmailAddress' }] });
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(/Invalid email address/));
  });

  it('the honeypot is hidden from people: aria-hidden, out of the tab order, never autofilled', () => {
    renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
