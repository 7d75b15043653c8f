import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateTalentCardShareResponse } from '@vuoro/domain';
import cards from '@/locales/en/cards.json';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import validation from '@/locales/en/validation.json';
import { SharePanel, type SharePanelProps } from '../components/share-panel';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { cards, common, errors, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

function renderPanel(onCreate: NonNullable<SharePanelProps['onCreate']>) {
  render(
    <I18nextProvider i18n={i18n}>
      <SharePanel talentId="t-1" shares={{ status: 'ready', shares: [] }} onCreate={onCreate} />
    </I18nextProvider>,
  );
}

describe('SharePanel, creating a link', () => {
  it('is announced busy while it runs, a second press creates nothing more, and a failure keeps the recipient', async () => {
    let fail!: (e: unknown) => void;
    const onCreate = vi.fn(() => new Promise<CreateTalentCardShareResponse>((_resolve, reject) => (fail = reject)));
    renderPanel(onCreate);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Shared with (customer)'), 'Hotelli Aurora');
    const create = screen.getByRole('button', { name: 'Create link' });
    await user.click(create);
    expect(create).toHaveAttribute('aria-busy', 'true');
    await user.click(create);
    expect(onCreate).toHaveBeenCalledOnce();
    expect(onCreate).toHaveBeenCalledWith({
      talentIds: ['t-1'],
      recipient: 'Hotelli Aurora',
      days: 14,
      assignmentId: null,
      fullNames: false,
    });
    fail(new Error('unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create the link. Try again.');
    expect(screen.getByLabelText('Shared with (customer)')).toHaveValue('Hotelli Aurora');
    expect(create).not.toHaveAttribute('aria-busy');
  });

  it('a created link says until when it works and clears the recipient', async () => {
    const onCreate = vi.fn(async (): Promise<CreateTalentCardShareResponse> => ({
      id: 's-1',
      token: 'abc',
      path: '/c/abc',
      expiresAt: '2026-12-09T10:00:00.000Z',
    }));
    renderPanel(onCreate);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Shared with (customer)'), 'Hotelli Aurora');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link created. It works until 9.12.2026.');
    expect(screen.getByLabelText('Link to the card')).toHaveValue(`${window.location.origin}/c/abc`);
    expect(screen.getByLabelText('Shared with (customer)')).toHaveValue('');
  });
});
