import { vi } from 'vitest';
import type { CustomerShiftView } from '@vuoro/domain';
import type { ShiftChoices } from '../model';

/** The order and report forms' choices, as CreateCustomerShiftData answers them. */
export const choices: ShiftChoices = {
  canEditShifts: true,
  customers: [{ id: 'c1', name: 'Hotelli Aurora Oy', cancellationNoticeHours: 48 }],
  placesOfWork: [
    {
      id: 'pow-kitchen',
      name: 'Hotelli Aurora, keittiö',
      customer: { id: 'c1', name: 'Hotelli Aurora Oy' },
      address: 'Rantakatu 1',
      city: 'Helsinki',
      phone: null,
    },
    {
      id: 'pow-hall',
      name: 'Hotelli Aurora, sali',
      customer: { id: 'c1', name: 'Hotelli Aurora Oy' },
      address: 'Rantakatu 1',
      city: 'Helsinki',
      phone: null,
    },
  ],
  professionTitles: [
    { id: 'pt-cook', name: 'Kokki', names: {} },
    { id: 'pt-waiter', name: 'Tarjoilija', names: {} },
  ],
  pools: [{ id: 'pool-1', name: 'Keittiön vakiot', placeOfWorkId: 'pow-kitchen', size: 4 }],
  workers: [{ id: 'emp-aino', name: 'Aino Virtanen' }],
  worktimeFormats: ['regular', 'periodWork'],
};

/** A shift as the customer routes answer it. */
export function customerShift(patch: Partial<CustomerShiftView> = {}): CustomerShiftView {
  return {
    id: 'shift-1',
    orderId: 'order-1',
    day: '2030-03-04',
    start: '2030-03-04T06:00:00.000Z',
    end: '2030-03-04T14:00:00.000Z',
    hours: 7.5,
    originalStart: null,
    originalEnd: null,
    timeChange: null,
    state: 'new',
    customer: { id: 'c1', name: 'Hotelli Aurora Oy' },
    placeOfWork: { id: 'pow-kitchen', name: 'Hotelli Aurora, keittiö' },
    professionTitle: { id: 'pt-cook', name: 'Kokki', names: {} },
    lunchBreak: 30,
    worktimeFormat: 'regular',
    entryType: null,
    notes: null,
    infoToEmployee: null,
    contactPerson: 'Maija',
    internal: false,
    worker: null,
    suggestionTarget: 'allSuitable',
    suggestionRound: null,
    openToAllAt: null,
    costEstimate: null,
    cancellationReason: null,
    cancellationBillable: null,
    acceptedAt: null,
    orderedBy: null,
    orderedAt: null,
    updatedAt: '2030-03-01T10:00:00.000Z',
    cancelNotice: { hours: 48, met: true },
    feedbackGiven: false,
    can: { accept: false, cancel: true, edit: 'all', feedback: false, sms: false },
    history: [],
    ...patch,
  };
}

export interface Answer {
  status?: number;
  json: unknown;
}
export interface SentCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * `fetch` answering the Staff API routes a screen calls, by `METHOD /path`, with bodies in the
 * contracts' shapes; every call is kept so a test asserts what the screen sent.
 */
export function answerRoutes(routes: Record<string, Answer | ((call: SentCall) => Answer)>) {
  const calls: SentCall[] = [];
  const fetch = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: SentCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (!answer) return new Response(JSON.stringify({ error: 'notFound' }), { status: 404 });
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
