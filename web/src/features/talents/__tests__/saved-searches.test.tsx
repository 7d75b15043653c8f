import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '@vuoro/domain';
import errors from '@/locales/en/errors.json';
import talents from '@/locales/en/talents.json';
import { SavedSearches, type SavedSearchesProps } from '../components/saved-searches';
import { noFilters } from '../components/talent-search';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { talents, errors } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const kokit: SavedSearch = {
  id: 's1',
  ownerUid: 'admin-1',
  name: 'Kokit Helsinki, ukraina',
  filters: { q: 'kokki', location: 'Helsinki', lang: 'uk' },
  created: new Date('2026-11-20T08:00:00Z'),
};

function renderIt(props: Partial<SavedSearchesProps> = {}) {
  const all: SavedSearchesProps = {
    filters: { ...noFilters, tag: 'hygieniapassi', location: 'Espoo' },
    searches: { status: 'ready', data: [kokit], retry: () => undefined },
    onSave: vi.fn(() => Promise.resolve('s2')),
    onRename: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
    ...props,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SavedSearches {...all} />
    </I18nextProvider>,
  );
  return all;
}

describe('SavedSearches', () => {
  it('applies a saved search in one click: a link to the list with its filters', () => {
    renderIt();
    expect(screen.getByRole('link', { name: kokit.name }).getAttribute('href')).toBe(
      '/talents?q=kokki&location=Helsinki&lang=uk',
    );
  });

  it('saves the filters in use under a name and says so', async () => {
    const props = renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    await userEvent.type(screen.getByLabelText('Name of the search'), 'Espoo hygiene');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSave).toHaveBeenCalledWith({
      name: 'Espoo hygiene',
      filters: { ...noFilters, tag: 'hygieniapassi', location: 'Espoo' },
    });
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
  });

  it('keeps the typed name when saving fails', async () => {
    renderIt({ onSave: vi.fn(() => Promise.reject(new Error('permission-denied'))) });
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    await userEvent.type(screen.getByLabelText('Name of the search'), 'Espoo hygiene');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save')).toBeTruthy();
    expect((screen.getByLabelText('Name of the search') as HTMLInputElement).value).toBe('Espoo hygiene');
  });

  it('offers no save without filters', () => {
    renderIt({ filters: noFilters, searches: { status: 'ready', data: [], retry: () => undefined } });
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
    expect(screen.getByText(/No saved searches yet/)).toBeTruthy();
  });

  it('renames, and deletes only after a confirmation', async () => {
    const props = renderIt();
    await userEvent.click(screen.getByRole('button', { name: `Rename ${kokit.name}` }));
    const field = screen.getByLabelText(`New name for ${kokit.name}`);
    await userEvent.clear(field);
    await userEvent.type(field, 'Kokit Helsinki');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onRename).toHaveBeenCalledWith({ id: 's1', name: 'Kokit Helsinki' });

    await userEvent.click(await screen.findByRole('button', { name: `Delete ${kokit.name}` }));
    expect(props.onDelete).not.toHaveBeenCalled();
    expect(screen.getByText(`Delete the saved search “${kokit.name}”? This cannot be undone.`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(props.onDelete).toHaveBeenCalledWith('s1');
  });
});
