import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import talentEn from '@/locales/en/talent.json';

const { DuplicateNotice } = await import('../components/detail/duplicate-notice');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { talent: talentEn } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const current = { id: 'keep-1', name: 'Mariia Mergetest' };
const match = { id: 'other-1', name: 'Maria Mergetest', email: 'm@example.com', phoneNumber: null };

function renderNotice(onMerge?: (input: { keepId: string; mergeId: string }) => Promise<void>) {
  render(
    <I18nextProvider i18n={i18n}>
      <DuplicateNotice flagged matches={[match]} current={current} onMerge={onMerge} onDismiss={() => Promise.resolve()} />
    </I18nextProvider>,
  );
}

describe('DuplicateNotice: merge', () => {
  it('only admins (given onMerge) see Merge', () => {
    renderNotice(undefined);
    expect(screen.queryByRole('button', { name: /^Merge/ })).toBeNull();
  });

  it('the dialog names both profiles, keeps this one by default and merges the other into it', async () => {
    const onMerge = vi.fn(() => Promise.resolve());
    renderNotice(onMerge);
    await userEvent.click(screen.getByRole('button', { name: 'Merge with Maria Mergetest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge profiles' });
    expect(screen.getByRole('radio', { name: 'Mariia Mergetest (this profile)' })).toBeChecked();
    expect(dialog).toHaveTextContent('Mariia Mergetest stays. What Mariia Mergetest lacks is copied from Maria Mergetest');
    await userEvent.click(screen.getByRole('button', { name: 'Merge profiles' }));
    await vi.waitFor(() => expect(onMerge).toHaveBeenCalledWith({ keepId: 'keep-1', mergeId: 'other-1' }));
  });

  it('keeping the other profile swaps the roles; a failed merge says so and keeps the dialog open', async () => {
    const onMerge = vi.fn(() => Promise.reject(new Error('permission-denied')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderNotice(onMerge);
    await userEvent.click(screen.getByRole('button', { name: 'Merge with Maria Mergetest' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Maria Mergetest (the other profile)' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Maria Mergetest stays.');
    await userEvent.click(screen.getByRole('button', { name: 'Merge profiles' }));
    expect(await screen.findByText('Error while saving talent!')).toBeInTheDocument();
    expect(onMerge).toHaveBeenCalledWith({ keepId: 'other-1', mergeId: 'keep-1' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('dismissing the flag is announced busy, runs once, and a failure says so', async () => {
    let fail!: (e: unknown) => void;
    const onDismiss = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={i18n}>
        <DuplicateNotice flagged matches={[]} onDismiss={onDismiss} />
      </I18nextProvider>,
    );
    const dismiss = screen.getByRole('button', { name: 'Not a duplicate' });
    await userEvent.click(dismiss);
    expect(dismiss).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(dismiss);
    expect(onDismiss).toHaveBeenCalledOnce();
    fail(new Error('permission-denied'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error while saving talent!');
  });
});
