import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '@/locales/en/common.json';
import talents from '@/locales/en/talents.json';
import validation from '@/locales/en/validation.json';
import { AddTalentButton } from '../components/add-talent';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { talents, validation, common } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

describe('Add talent on /talents', () => {
  it('shows only the button until it is pressed; the dialog, a chunk of its own, then opens and closes', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <AddTalentButton />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add talent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a talent by hand' });
    expect(dialog).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
