import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmployeeShiftView, ShiftOffer } from '@vuoro/domain';
import shifts from '@/locales/en/shifts.json';
import { OfferActions } from '../components/offer-actions';
import { OfferCard } from '../components/offer-card';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['shifts'],
    resources: { en: { shifts } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);
const wrap = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

const shift = (id: string, day: string, place: string): EmployeeShiftView => ({
  id,
  day,
  start: `${day}T05:00:00.000Z`,
  end: `${day}T13:00:00.000Z`,
  hours: 7.5,
  originalStart: null,
  originalEnd: null,
  timeChange: null,
  state: 'inProcessing',
  customer: { id: 'c', name: 'Hotelli Aurora Oy' },
  placeOfWork: { id: 'p', name: place, address: null, city: null, phone: null },
  professionTitle: { id: 't', name: 'Kerrossiivooja', names: {} },
  lunchBreak: 30,
  shiftLeaderHours: null,
  travelledHours: null,
  worktimeFormat: null,
  entryType: null,
  notes: null,
  personalNotes: null,
  infoToEmployee: null,
  infoRead: true,
  contactPerson: null,
  collectiveAgreement: null,
  wageEstimate: null,
  bundledShifts: [],
});
const offer = (kind: ShiftOffer['kind'], shifts: EmployeeShiftView[]): ShiftOffer => ({
  kind,
  id: `${kind}-1`,
  state: 'suggested',
  suggestedAt: kind === 'open' ? null : '2026-11-28T07:30:00.000Z',
  shifts,
});
const open = offer('open', [shift('o', '2026-12-04', 'Hotelli Aurora, kerrossiivous')]);
const single = offer('single', [shift('s', '2026-12-05', 'Hotelli Aurora, keittiö')]);
const bundle = offer('bundle', [
  shift('b12', '2026-12-12', 'Hotelli Aurora, kerrossiivous'),
  shift('b13', '2026-12-13', 'Hotelli Aurora, kerrossiivous'),
  shift('b14', '2026-12-14', 'Hotelli Aurora, kerrossiivous'),
]);

const actions = (o: ShiftOffer) => <OfferActions offer={o} language="en" onAnswered={vi.fn()} onGone={vi.fn()} />;

describe('OfferCard', () => {
  it('says the kind in words and names the offer by it and its shift', () => {
    wrap(<OfferCard offer={open} language="en" actions={actions(open)} />);
    const card = screen.getByRole('article', {
      name: 'Open shift, Hotelli Aurora, kerrossiivous, Friday 4.12. 7.00\u2060–\u206015.00',
    });
    expect(within(card).getByText('Open shift')).toBeTruthy();
    // Not yet the employee's: the place is no link to details they could not open (and this place has no address).
    expect(within(card).queryByRole('link')).toBeNull();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Book the shift']);
  });

  it('shows a bundle as one offer with every shift and its day, answered whole', () => {
    wrap(<OfferCard offer={bundle} language="en" actions={actions(bundle)} />);
    const card = screen.getByRole('article', { name: /^Bundle of 3 shifts, / });
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Sat 12.12. 7.00\u2060–\u206015.00',
      'Sun 13.12. 7.00\u2060–\u206015.00',
      'Mon 14.12. 7.00\u2060–\u206015.00',
    ]);
    // All at one place as one title: said once, above the days.
    expect(within(card).getAllByRole('heading', { name: 'Hotelli Aurora, kerrossiivous' })).toHaveLength(1);
    expect(within(card).getAllByText('Kerrossiivooja')).toHaveLength(1);
    // The bundle's hours together; no pay when no shift has a wage estimate.
    expect(terms(card)).toEqual({ 'Total hours': '22.50' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept the bundle', 'Reject the bundle']);
  });

  it("says each shift's place on its line when a bundle's shifts are at different places", () => {
    const mixed = offer('bundle', [
      shift('m1', '2026-12-12', 'Hotelli Aurora, kerrossiivous'),
      { ...shift('m2', '2026-12-13', 'Sali'), placeOfWork: { id: 'p2', name: 'Sali', address: null, city: null, phone: null } },
    ]);
    wrap(<OfferCard offer={mixed} language="en" actions={actions(mixed)} />);
    const card = screen.getByRole('article', { name: /^Bundle of 2 shifts, / });
    expect(within(card).queryByRole('heading')).toBeNull();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual([
      'Sat 12.12. 7.00\u2060–\u206015.00Hotelli Aurora, kerrossiivous · Kerrossiivooja',
      'Sun 13.12. 7.00\u2060–\u206015.00Sali · Kerrossiivooja',
    ]);
  });

  it('says where (the address as a map link opened outside the app, the phone as a tel: link), the hours and the estimated pay', () => {
    const aurora = {
      id: 'p',
      name: 'Hotelli Aurora, keittiö',
      address: 'Mannerheimintie 12',
      city: 'Helsinki',
      phone: '+358 9 6150 4410',
    };
    const paid = offer('open', [{ ...shift('w', '2026-12-04', aurora.name), placeOfWork: aurora, wageEstimate: 15.8 }]);
    wrap(<OfferCard offer={paid} language="en" actions={actions(paid)} />);
    const card = screen.getByRole('article', { name: /^Open shift, / });
    expect(within(card).getByRole('heading', { name: 'Hotelli Aurora, keittiö' })).toBeTruthy();
    const map = within(card).getByRole('link', { name: 'Mannerheimintie 12, Helsinki (open on a map)' });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=Mannerheimintie%2012%2C%20Helsinki');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(within(card).getByRole('link', { name: 'Call +358 9 6150 4410' }).getAttribute('href')).toBe('tel:+358961504410');
    // 7.5 h at 15.80 €/h.
    expect(terms(card)).toEqual({ Hours: '7.50', 'Estimated pay': '€118.50', 'Lunch break': '30 min' });
  });
});

const terms = (el: HTMLElement) =>
  Object.fromEntries([...el.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('OfferActions', () => {
  it('asks once more naming the shift, with the focus on the question, and Back returns it to the button', () => {
    wrap(actions(single));
    fireEvent.click(screen.getByRole('button', { name: 'Reject the suggestion' }));
    const question = screen.getByText(
      'Reject the suggestion Hotelli Aurora, keittiö, Saturday 5.12. 7.00\u2060–\u206015.00? It will not be offered to you again.',
    );
    expect(document.activeElement).toBe(question);
    expect(screen.getByRole('group', { name: question.textContent! })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, reject' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reject the suggestion' }));
  });

  it('lists every shift of a bundle in the question', () => {
    wrap(actions(bundle));
    fireEvent.click(screen.getByRole('button', { name: 'Accept the bundle' }));
    expect(screen.getByText('Accept all 3 shifts of the bundle? You cannot cancel them here afterwards.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Hotelli Aurora, kerrossiivous, Saturday 12.12. 7.00\u2060–\u206015.00',
      'Hotelli Aurora, kerrossiivous, Sunday 13.12. 7.00\u2060–\u206015.00',
      'Hotelli Aurora, kerrossiivous, Monday 14.12. 7.00\u2060–\u206015.00',
    ]);
    expect(screen.getByRole('button', { name: 'Yes, accept all' })).toBeTruthy();
  });
});
