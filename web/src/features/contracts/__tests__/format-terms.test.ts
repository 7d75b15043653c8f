import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatWage, formatWeeklyHours } from '../model';
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
afterEach(() => {
  configured.currency = undefined;
});

describe("a contract's terms as the employee reads them", () => {
  it('gives weekly hours with 2 decimals in the language, the unit agreeing with the last number', () => {
    expect(formatWeeklyHours({ min: 37.5, max: 37.5 }, 'fi')).toBe('37,50 tuntia');
    expect(formatWeeklyHours({ min: 20, max: 37.5 }, 'sv')).toBe('20,00\u2060–\u206037,50 timmar');
    expect(formatWeeklyHours({ min: 30, max: 30 }, 'en')).toBe('30.00 hours');
  });

  it('gives the hourly wage in the configured currency, euros by default', () => {
    expect(formatWage(14.5, 'fi')).toBe('14,50\u00a0€');
    configured.currency = 'SEK';
    expect(formatWage(14.5, 'en')).toBe('SEK\u00a014.50');
  });
});
