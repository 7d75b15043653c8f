import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmployeeShiftView } from '@vuoro/domain';
import labels from '@/locales/en/labels.json';
import shifts from '@/locales/en/shifts.json';
import { DoneFilter } from '../components/done-filter';
import { DoneSummary } from '../components/done-summary';
import { DoneTable } from '../components/done-table';
import { employeeShiftView } from './employee-shift-view';
import type * as configModule from '@/lib/config';

// The currency is configured per deployment (spec: "configurable currency (default EUR)").
const configured = vi.hoisted(() => ({ currency: undefined as string | undefined }));
vi.mock('@/lib/config', async (importOriginal) => {
  const actual = await importOriginal<typeof configModule>();
  return {
    config: new Proxy(actual.config, {
      get: (target, key) => (key === 'currency' ? configured.currency : Reflect.get(target, key)),
    }),
  };
});

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['shifts', 'labels'],
    resources: { en: { shifts, labels } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  configured.currency = undefined;
});
const wrap = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

const shift = (id: string, over: Partial<EmployeeShiftView>) => employeeShiftView({ id, ...over });

const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the hours screen', () => {
  it('splits the hours into approved and waiting and estimates the pay in euros, saying which shifts are left out', () => {
    wrap(
      <DoneSummary
        shifts={[
          shift('a', { state: 'accepted', hours: 7.5, wageEstimate: 14.6 }),
          shift('b', { state: 'filled', hours: 8, wageEstimate: 15 }),
          shift('c', { state: 'new', hours: 4, wageEstimate: null }),
        ]}
      />,
    );
    expect(term('Approved')).toBe('7.50');
    expect(term('Waiting for approval')).toBe('12.00');
    expect(term('Estimated pay')).toBe('€229.50');
    expect(screen.getByText(/1 shift has no wage estimate and is not included/)).toBeTruthy();
  });

  it('shows the estimated pay in the configured currency, euros only by default', () => {
    configured.currency = 'SEK';
    wrap(<DoneSummary shifts={[shift('a', { state: 'accepted', hours: 2, wageEstimate: 150 })]} />);
    expect(term('Estimated pay')).toBe('SEK\u00a0300.00');
  });

  it('the presets show this month, last month and the pay period at once; the shown one is pressed', () => {
    const onShow = vi.fn();
    const now = new Date('2026-11-20T10:00:00Z');
    wrap(
      <DoneFilter
        view={{ from: '2026-11-16', until: '2026-11-30', placeOfWorkId: 'p1', sortBy: 'date', direction: 'desc' }}
        placesOfWork={[{ id: 'p1', name: 'Hotelli Aurora' }]}
        onShow={onShow}
        now={now}
      />,
    );
    const presets = within(screen.getByRole('group', { name: 'Period' }));
    expect(presets.getByRole('button', { name: 'Pay period' }).getAttribute('aria-pressed')).toBe('true');
    expect(presets.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(presets.getByRole('button', { name: 'Last month' }));
    expect(onShow).toHaveBeenLastCalledWith({ from: '2026-10-01', until: '2026-10-31', placeOfWorkId: 'p1' });
    fireEvent.click(presets.getByRole('button', { name: 'This month' }));
    expect(onShow).toHaveBeenLastCalledWith({ from: '2026-11-01', until: '2026-11-30', placeOfWorkId: 'p1' });
  });

  it('dates carry their weekday', () => {
    wrap(
      <DoneTable
        shifts={[shift('a', {})]}
        totalHours={7.5}
        view={{ sortBy: 'date', direction: 'desc' }}
        onSort={() => undefined}
        detailsHref={(id) => `/shifts/done?shiftId=${id}`}
      />,
    );
    expect(screen.getByText('Mon 30.11.2026')).toBeTruthy();
  });
});
