import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import talent from '@/locales/en/talent.json';
import { ClaimInvite } from '../components/detail/claim-invite';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { talent, common, errors } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const renderIt = (talentId: string, onResend: (id: string) => Promise<{ invitedEmail: string }>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ClaimInvite talentId={talentId} onResend={onResend} />
    </I18nextProvider>,
  );

describe('ClaimInvite (a hand-added talent not yet claimed)', () => {
  it('sends a new invitation and says where it went', async () => {
    const onResend = vi.fn(async () => ({ invitedEmail: 'oksana@example.com' }));
    renderIt('hand-abc', onResend);
    expect(screen.getByText('Added by hand: the person has not claimed the profile yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new invitation' }));
    expect(onResend).toHaveBeenCalledWith('hand-abc');
    expect((await screen.findByRole('status')).textContent).toBe(
      'A new invitation was sent to oksana@example.com. The link is valid for 7 days.',
    );
  });

  it('says so when sending fails', async () => {
    renderIt('hand-abc', () => Promise.reject(new Error('offline')));
    await userEvent.click(screen.getByRole('button', { name: 'Send a new invitation' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('shows nothing for a talent who registered (an id that is a uid)', () => {
    const { container } = renderIt('uid-123', vi.fn());
    expect(container.textContent).toBe('');
  });
});
