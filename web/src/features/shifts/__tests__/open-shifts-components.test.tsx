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
  placeOfWork: { id: 'p', name: place },
  professionTitle: { id: 't', name: 'Kerrossiivooja' },
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
    const card = screen.getByRole('article', { name: 'Open shift, Hotelli Aurora, kerrossiivous, Friday 4.12. 7.00–15.00' });
    expect(within(card).getByText('Anyone may book it: the first to book gets it.')).toBeTruthy();
    // Not yet the employee's: the place is no link to details they could not open.
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
    for (const day of ['Saturday 12.12.', 'Sunday 13.12.', 'Monday 14.12.']) expect(within(card).getByText(day)).toBeTruthy();
    expect(within(card).getAllByRole('heading', { name: 'Hotelli Aurora, kerrossiivous' })).toHaveLength(3);
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept the bundle', 'Reject the bundle']);
  });
});

describe('OfferActions', () => {
  it('asks once more naming the shift, with the focus on the question, and Back returns it to the button', () => {
    wrap(actions(single));
    fireEvent.click(screen.getByRole('button', { name: 'Reject the suggestion' }));
    const question = screen.getByText(
      'Reject the suggestion Hotelli Aurora, keittiö, Saturday 5.12. 7.00–15.00? It will not be offered to you again.',
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
      'Hotelli Aurora, kerrossiivous, Saturday 12.12. 7.00–15.00',
      'Hotelli Aurora, kerrossiivous, Sunday 13.12. 7.00–15.00',
      'Hotelli Aurora, kerrossiivous, Monday 14.12. 7.00–15.00',
    ]);
    expect(screen.getByRole('button', { name: 'Yes, accept all' })).toBeTruthy();
  });
});
