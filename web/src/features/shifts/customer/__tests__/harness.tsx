import { render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { expect } from 'vitest';
import type { CustomerShiftView } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import customerShifts from '@/locales/en/customerShifts.json';
import errors from '@/locales/en/errors.json';
import labels from '@/locales/en/labels.json';
import shifts from '@/locales/en/shifts.json';
import validation from '@/locales/en/validation.json';
import { stubApi as stubNetwork, type Call, type Script } from '@/lib/__tests__/stub-api';

/**
 * The customer shift screens over scripted network answers: `fetch` answers each call by its
 * method and path (the real staff-api client, contracts and schemas run), and every call is kept
 * to assert what the screen sent.
 */
export const i18n = i18next.createInstance();
export async function initI18n() {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['customerShifts', 'shifts', 'labels', 'validation', 'errors', 'common'],
    defaultNS: 'common',
    resources: { en: { common, customerShifts, errors, labels, shifts, validation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
export const wrap = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

export { resetApi, type Call, type Script } from '@/lib/__tests__/stub-api';

/** The network scripted (lib/__tests__/stub-api.ts), the screen at /customer/shifts. */
export const stubApi = (script: Script): Call[] => stubNetwork(script, '/customer/shifts');

/** Waits for a call and answers it. */
export const callTo = async (calls: Call[], method: string, path: string, nth = 0) => {
  await waitFor(() => expect(calls.filter((c) => c.method === method && c.path === path).length).toBeGreaterThan(nth));
  return calls.filter((c) => c.method === method && c.path === path)[nth]!;
};

/** A shift as the routes answer it: Monday 30.11.2026 7.00–15.00 Helsinki, filled by Aino. */
export const shiftView = (over: Partial<CustomerShiftView> = {}): CustomerShiftView => ({
  id: 's1',
  orderId: 'o1',
  day: '2026-11-30',
  start: '2026-11-30T05:00:00.000Z',
  end: '2026-11-30T13:00:00.000Z',
  hours: 7.5,
  originalStart: null,
  originalEnd: null,
  timeChange: null,
  state: 'filled',
  customer: { id: 'c1', name: 'Hotelli Aurora Oy' },
  placeOfWork: { id: 'p1', name: 'Hotelli Aurora, keittiö' },
  professionTitle: { id: 't1', name: 'Kokki', names: {} },
  lunchBreak: 30,
  worktimeFormat: null,
  entryType: null,
  notes: null,
  infoToEmployee: 'Use the staff entrance.',
  contactPerson: 'Jari Mäkinen',
  internal: false,
  worker: { id: 'e1', name: 'Aino Virtanen' },
  suggestionTarget: 'pool',
  suggestionRound: null,
  openToAllAt: null,
  costEstimate: 245.5,
  cancellationReason: null,
  cancellationBillable: null,
  acceptedAt: null,
  orderedBy: { id: 'u1', name: 'Maija Esimies' },
  orderedAt: '2026-11-20T08:15:00.000Z',
  updatedAt: '2026-11-21T08:15:00.000Z',
  cancelNotice: { hours: 48, met: true },
  feedbackGiven: false,
  can: { accept: false, cancel: true, edit: 'time', feedback: false, sms: true },
  history: [
    { state: 'new', at: '2026-11-20T08:15:00.000Z', by: { kind: 'customer', name: 'Maija Esimies' }, note: null },
    { state: 'filled', at: '2026-11-21T08:15:00.000Z', by: { kind: 'employee', name: null }, note: null },
  ],
  ...over,
});

export const places = {
  placesOfWork: [
    {
      id: 'p1',
      name: 'Hotelli Aurora, keittiö',
      customer: { id: 'c1', name: 'Hotelli Aurora Oy' },
      address: 'Mannerheimintie 1',
      city: 'Helsinki',
      phone: '+358 40 123 4567',
    },
  ],
};

/** axe-core on what the screen rendered (colour contrast needs a real browser: the e2e journeys check it). */
export async function axeViolations(root: Element): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
