import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { talent } from '@vuoro/domain';
import account from '@/locales/en/account.json';
import labels from '@/locales/en/labels.json';
import talentSelf from '@/locales/en/talent-self.json';
import validation from '@/locales/en/validation.json';
import { ProfileForm, type ProfileFormProps } from '../components/profile-form';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { account, labels, 'talent-self': talentSelf, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const aino = talent.parse({
  id: 'demo-talent',
  firstName: 'Aino',
  lastName: 'Virtanen',
  email: 'aino.virtanen@demo.vuoro.fi',
  phoneNumber: '+358401234501',
  languages: [{ language: 'fi', level: 'proficient' }],
  about: 'Waiter',
});

function renderForm(onSave: ProfileFormProps['onSave']) {
  const onDone = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ProfileForm talent={aino} onSave={onSave} onDone={onDone} />
    </I18nextProvider>,
  );
  return { onDone };
}

describe('ProfileForm', () => {
  it("a save is announced busy, a second press saves nothing more, and a failure says 'Failed to save' keeping what was typed", async () => {
    let fail!: (e: unknown) => void;
    const onSave = vi.fn<ProfileFormProps['onSave']>(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const { onDone } = renderForm(onSave);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Where you live/), 'Tampere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const busy = screen.getByRole('button', { name: 'Saving…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]![0]).toMatchObject({ firstName: 'Aino', location: 'Tampere' });
    fail(new Error('permission-denied'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save');
    expect(screen.getByLabelText(/^Where you live/)).toHaveValue('Tampere');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a saved profile closes the form', async () => {
    const { onDone } = renderForm(vi.fn<ProfileFormProps['onSave']>().mockResolvedValue(undefined));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
  });
});
