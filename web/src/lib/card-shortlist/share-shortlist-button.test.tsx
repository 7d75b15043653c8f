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
import { ShareShortlistButton } from './share-shortlist-button';

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

const answer: CreateTalentCardShareResponse = {
  id: 's-1',
  token: 'abc',
  path: '/shared/cards/abc',
  expiresAt: '2026-12-13T10:00:00.000Z',
};

describe('ShareShortlistButton', () => {
  it('makes one link for the talents in their order, from the assignment, surnames as initials unless ticked', async () => {
    const onCreate = vi.fn(async () => answer);
    render(
      <I18nextProvider i18n={i18n}>
        <ShareShortlistButton talentIds={['t-3', 't-1']} assignmentId="job-1" onCreate={onCreate} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share 2 talents as a shortlist' }));
    expect(screen.getByRole('heading', { name: 'Share a shortlist of 2 talents' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Shared with (customer)'), 'Hotelli Aurora');
    await user.click(screen.getByRole('checkbox', { name: /Show surnames in full/ }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(onCreate).toHaveBeenCalledExactlyOnceWith({
      talentIds: ['t-3', 't-1'],
      recipient: 'Hotelli Aurora',
      days: 14,
      assignmentId: 'job-1',
      fullNames: true,
    });
    expect(await screen.findByLabelText('Link to the shortlist')).toHaveValue(`${window.location.origin}/shared/cards/abc`);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Share 2 talents as a shortlist' })).toBeInTheDocument();
  });

  it('cannot be pressed with nobody selected or more than a link holds', () => {
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <ShareShortlistButton talentIds={[]} onCreate={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Share 0 talents as a shortlist' })).toBeDisabled();
    rerender(
      <I18nextProvider i18n={i18n}>
        <ShareShortlistButton talentIds={Array.from({ length: 21 }, (_, i) => `t-${i}`)} onCreate={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Share 21 talents as a shortlist' })).toBeDisabled();
    expect(screen.getByText('A shortlist holds at most 20 talents.')).toBeInTheDocument();
  });
});
