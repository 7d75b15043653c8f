import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TalentRegistrationForm } from '@vuoro/domain';
import account from '@/locales/en/account.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import registration from '@/locales/en/registration.json';
import validation from '@/locales/en/validation.json';
import type { RegistrationResult } from '../api/register-talent';
import { RegistrationForm } from '../components/registration-form';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { account, errors, labels, registration, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/register');
});

type Register = (form: TalentRegistrationForm, files: unknown, honeypot: string) => Promise<RegistrationResult>;

function renderForm(...results: RegistrationResult[]) {
  const onRegister = vi.fn<Register>();
  for (const r of results) onRegister.mockResolvedValueOnce(r);
  const onRegistered = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <RegistrationForm onRegister={onRegister} onRegistered={onRegistered} />
    </I18nextProvider>,
  );
  return { onRegister, onRegistered, user: userEvent.setup({ delay: null }) };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d\/6/ });

/** Fills the first step and goes on to the second. */
async function fillFirstStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input(/^First name/), 'Olena');
  await user.type(input(/^Last name/), 'Kovalenko');
  await user.type(input(/^Email/), 'olena@example.com');
  await user.clear(input(/^Phone/));
  await user.type(input(/^Phone/), '+380671234567');
  await user.type(input(/^Password/), 'Kyiv-2026!');
  await user.type(input(/^Confirm password/), 'Kyiv-2026!');
  await next(user);
}

/** Fills the required fields step by step and stops on the last step (the consent ticked unless said). */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, { consent = true } = {}) {
  await fillFirstStep(user);
  await next(user);
  await next(user);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Language/ }), 'uk');
  await user.click(screen.getByRole('radio', { name: /^Proficient/ }));
  await next(user);
  await next(user);
  expect(stepHeading().textContent).toBe('Step 6/6CV and consent');
  if (consent) await user.click(screen.getByRole('checkbox', { name: /^I have read the privacy notice/ }));
}

// Typing a whole registration takes a while in jsdom.
describe('RegistrationForm', { timeout: 20_000 }, () => {
  it("Next checks only the step's fields: each message next to its field and at the top, what was typed kept, the first focused", async () => {
    const { onRegister, user } = renderForm();
    expect(stepHeading().textContent).toBe('Step 1/6You and your account');
    expect(input(/^Phone/).value).toBe('+358');
    await user.type(input(/^Last name/), 'Kovalenko');
    await user.clear(input(/^Phone/));
    await user.type(input(/^Phone/), '040 123');
    await next(user);
    expect(onRegister).not.toHaveBeenCalled();
    expect(errorOf(input(/^First name/))).toContain('Field is required');
    expect(errorOf(input(/^Phone/))).toContain('Phone number should be formatted +358...');
    // Only this step's fields: the language (step 3) and the consent (step 5) are not reported yet.
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('Check these fields on this step:')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Phone' })).toBeTruthy();
    expect(summary.textContent).not.toContain('language');
    expect(summary.textContent).not.toContain('privacy');
    expect(input(/^Last name/).value).toBe('Kovalenko');
    expect(window.location.search).toBe('');
    // The focus moves in the next animation frame (as after removing a row, below).
    await waitFor(() => expect(document.activeElement).toBe(input(/^First name/)));
  });

  it('steps move by Next, Back and the address; Back and a reload keep what was typed, never the password', async () => {
    const { user } = renderForm();
    await fillFirstStep(user);
    expect(window.location.search).toBe('?step=2');
    expect(stepHeading().textContent).toBe('Step 2/6Work');
    await waitFor(() => expect(document.activeElement).toBe(stepHeading()));
    await user.click(screen.getByRole('checkbox', { name: 'Cook' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(input(/^First name/).value).toBe('Olena');
    expect(input(/^Password/).value).toBe('Kyiv-2026!');
    await next(user);
    expect((screen.getByRole('checkbox', { name: 'Cook' }) as HTMLInputElement).checked).toBe(true);
    // A reload: the same step, what was typed, but not the password.
    cleanup();
    renderForm();
    expect(stepHeading().textContent).toBe('Step 2/6Work');
    expect((screen.getByRole('checkbox', { name: 'Cook' }) as HTMLInputElement).checked).toBe(true);
    expect(sessionStorage.getItem('vuoro:registration-draft')).not.toContain('Kyiv-2026!');
    const { user: again } = { user: userEvent.setup({ delay: null }) };
    await again.click(screen.getByRole('button', { name: 'Back' }));
    expect(input(/^First name/).value).toBe('Olena');
    expect(input(/^Password/).value).toBe('');
  });

  it('the consent is required; the whole form is checked again before sending, from its first wrong step', async () => {
    const { onRegister, user } = renderForm({ status: 'done', uid: 'u1' });
    await fillRequired(user, { consent: false });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onRegister).not.toHaveBeenCalled();
    const tick = screen.getByRole('checkbox', { name: /^I have read the privacy notice/ });
    expect(errorOf(tick)).toContain('Tick this box to register');
    await waitFor(() => expect(document.activeElement).toBe(tick));
    // Reached by its address with step 1 left empty: sending goes back to step 1 and says why.
    cleanup();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/register?step=6');
    const second = renderForm();
    await second.user.click(screen.getByRole('checkbox', { name: /^I have read the privacy notice/ }));
    await second.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(stepHeading().textContent).toBe('Step 1/6You and your account'));
    expect(errorOf(input(/^First name/))).toContain('Field is required');
    expect(second.onRegister).not.toHaveBeenCalled();
  });

  it('the still-working flag hides the end date; rows are added and removed by name', async () => {
    window.history.replaceState(null, '', '/register?step=2');
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: /Add a job/ }));
    const job = screen.getByRole('group', { name: 'Job 1' });
    expect(within(job).getByLabelText(/^Ended/)).toBeTruthy();
    await user.click(within(job).getByLabelText('I still work here'));
    expect(within(job).queryByLabelText(/^Ended/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove job 1' }));
    expect(screen.queryByRole('group', { name: 'Job 1' })).toBeNull();
    await next(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: /Add a language/ }));
    expect(screen.getByRole('group', { name: 'Language 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove language 2' }));
    expect(screen.queryByRole('group', { name: 'Language 2' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Add a language/ })));
  });

  it("an email with an account says 'It seems that you have multiple accounts!' and keeps the form", async () => {
    const { onRegister, onRegistered, user } = renderForm({ status: 'emailInUse' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('It seems that you have multiple accounts!')).toBeTruthy();
    expect(onRegister.mock.calls[0]![0]).toMatchObject({
      firstName: 'Olena',
      phone: '+380671234567',
      languages: [{ language: 'uk', level: 'proficient' }],
    });
    expect(onRegistered).not.toHaveBeenCalled();
    for (let step = 6; step > 1; step--) await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(input(/^First name/).value).toBe('Olena');
  });

  it('a failed step says what failed; "Try again" resumes and then lands', async () => {
    const { onRegister, onRegistered, user } = renderForm(
      { status: 'failed', step: 'profile', message: 'registration:failed.profile' },
      { status: 'done', uid: 'u1' },
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Your account was created, but your profile could not be saved.')).toBeTruthy();
    expect(screen.getByText('Saving failed. Check your connection and try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRegister).toHaveBeenCalledTimes(2);
    expect(onRegistered).toHaveBeenCalledWith('u1');
  });

  it("a photo over 5 MB is refused at once with 'Maximum file size 5 MB'", async () => {
    window.history.replaceState(null, '', '/register?step=6');
    const { user } = renderForm();
    // The page's own button (in the page's language) opens the browser's picker.
    expect(screen.getByRole('button', { name: /^Photo/ }).textContent).toBe('Choose a file');
    const picker = document.querySelector<HTMLInputElement>('[data-file-input="photo"]')!;
    await user.upload(picker, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.jpg', { type: 'image/jpeg' }));
    expect(errorOf(screen.getByRole('button', { name: /^Photo/ }))).toContain('Maximum file size 5 MB');
    expect(screen.getByText('Chosen: me.jpg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove me.jpg' }));
    expect(screen.getAllByText('No file chosen')).toHaveLength(2);
  });

  it('a registration that cannot start (offline) says so and keeps the form', async () => {
    const { onRegister, user } = renderForm();
    onRegister.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('No connection. Check your network and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^I have read the privacy notice/ })).toBeTruthy();
  });
});
