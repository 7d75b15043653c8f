import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render as rtlRender, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { emptyCriteria, matchTalent } from '@vuoro/domain';
import findTalents from '@/locales/en/findTalents.json';
import { ChipPicker } from '../components/find/chip-picker';
import { matchQueryFromSearch, searchFromMatchQuery } from '../components/find/match-query';
import { MatchResults } from '../components/find/match-results';
import type { TalentListItem } from '../components/talent-search';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { findTalents } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);
const wrap = (ui: ReactElement) => <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>;
const render = (ui: ReactElement) => {
  const r = rtlRender(wrap(ui));
  return { ...r, rerender: (next: ReactElement) => r.rerender(wrap(next)) };
};

describe('find-talents query', () => {
  it('round-trips through the URL and drops what is not set', () => {
    const q = {
      job: 'job-1',
      criteria: { ...emptyCriteria, languages: ['fi', 'en'], tags: ['t1'], location: 'Turku', includeHired: true },
    };
    const search = searchFromMatchQuery(q);
    expect(search).toBe('job=job-1&lang=fi%2Cen&tag=t1&loc=Turku&hired=1');
    expect(matchQueryFromSearch(search)).toEqual(q);
    expect(searchFromMatchQuery(matchQueryFromSearch(''))).toBe('');
  });
  it('ignores empty and repeated list values', () => {
    expect(matchQueryFromSearch('lang=fi,,fi, en').criteria.languages).toEqual(['fi', 'en']);
  });
});

describe('ChipPicker', () => {
  it('adds from the select and removes with the chip button, by keyboard', async () => {
    const onChange = vi.fn();
    const options = [
      { value: 'fi', label: 'Finnish' },
      { value: 'en', label: 'English' },
    ];
    const { rerender } = render(<ChipPicker label="Languages" options={options} selected={[]} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Languages'), 'en');
    expect(onChange).toHaveBeenLastCalledWith(['en']);
    rerender(<ChipPicker label="Languages" options={options} selected={['en']} onChange={onChange} />);
    expect(screen.queryByRole('option', { name: 'English' })).toBeNull();
    screen.getByRole('button', { name: /English/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe('MatchResults', () => {
  const talent: TalentListItem = {
    id: 't1',
    firstName: 'Olena',
    lastName: 'Kovalenko',
    status: '',
    location: 'Turku',
    industry: '',
    tags: [],
    languages: ['uk'],
    added: null,
  };
  const match = matchTalent({ ...emptyCriteria, languages: ['uk', 'fi'], location: 'turku' }, talent);
  const base = {
    matches: [match],
    talentHref: (id: string) => `/talents/talent?id=${id}`,
    languageName: (c: string) => ({ uk: 'Ukrainian', fi: 'Finnish' })[c] ?? c,
    tagName: (id: string) => id,
    industryName: (id: string) => id,
    statusLabel: (s: string) => s,
  };

  it('shows the score and each met and missed reason', () => {
    render(<MatchResults {...base} />);
    expect(screen.getByRole('link', { name: 'Olena Kovalenko' })).toHaveAttribute('href', '/talents/talent?id=t1');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
    const reasons = screen
      .getAllByRole('listitem')
      .slice(1)
      .map((li) => li.textContent);
    expect(reasons).toEqual(['✓ Meets Language: Ukrainian', '✗ Misses Language: Finnish', '✓ Meets Location: Turku']);
  });

  it('shortlists once and says so when saving fails', async () => {
    const onShortlist = vi.fn().mockRejectedValue(new Error('denied'));
    render(<MatchResults {...base} standing={() => null} onShortlist={onShortlist} />);
    await userEvent.click(screen.getByRole('button', { name: /Add to shortlist/ }));
    expect(onShortlist).toHaveBeenCalledWith(talent);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save');
  });

  it('the shortlist button is announced busy while it saves and a second press adds nothing more', async () => {
    let done!: () => void;
    const onShortlist = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(<MatchResults {...base} standing={() => null} onShortlist={onShortlist} />);
    const add = screen.getByRole('button', { name: /Add to shortlist/ });
    await userEvent.click(add);
    expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    expect(onShortlist).toHaveBeenCalledOnce();
    done();
    await vi.waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says where a talent already stands on the assignment', () => {
    render(<MatchResults {...base} standing={() => 'presented'} onShortlist={vi.fn()} />);
    expect(screen.getByText('Presented on this assignment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to shortlist/ })).toBeNull();
  });
});
