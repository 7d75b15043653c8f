import { describe, expect, it } from 'vitest';
import {
  CALENDAR_EVENT_TYPE_NAMES,
  CONTRACT_TYPES,
  JOB_CATEGORIES,
  JOB_FIELDS,
  LABEL_GROUPS,
  LANGUAGE_LEVEL_CEFR,
  allLabelKeys,
  labelKey,
} from './labels';

describe('labels', () => {
  it('labelKey gives labels:<group>.<value>', () => {
    expect(labelKey('poolState', 'waitingForApproval')).toBe('labels:poolState.waitingForApproval');
    expect(labelKey('calendarEventType', 3)).toBe('labels:calendarEventType.3');
    expect(labelKey('recruitOrderContractType', 'FixedTerm')).toBe('labels:recruitOrderContractType.FixedTerm');
  });

  it('"Job categories are short codes (about 65), for example cook, cleaner, driver, nurse, waiter, welder"', () => {
    expect(JOB_CATEGORIES).toHaveLength(65);
    expect(new Set(JOB_CATEGORIES).size).toBe(65);
    expect(JOB_CATEGORIES).toEqual(expect.arrayContaining(['cook', 'cleaner', 'driver', 'nurse', 'waiter', 'welder']));
  });

  it('"Job fields: building maintenance, construction, horeca, industry, ICT, logistics, other, office services, retail, security"', () => {
    expect(JOB_FIELDS).toHaveLength(10);
  });

  it('language levels basic, basic+, independent, proficient describe A1, A2, B1/B2, C1', () => {
    expect(LANGUAGE_LEVEL_CEFR).toEqual({ basic: 'A1', basicPlus: 'A2', independent: 'B1/B2', proficient: 'C1' });
  });

  it('four contract types and five calendar event types', () => {
    expect(CONTRACT_TYPES).toEqual(['noContract', 'fixedTerm', 'permanent', 'onCall']);
    expect(Object.keys(CALENDAR_EVENT_TYPE_NAMES)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('every value is a safe i18n key segment (no dots or colons) and no key repeats', () => {
    for (const values of Object.values(LABEL_GROUPS)) {
      for (const value of values) expect(String(value)).toMatch(/^[A-Za-z0-9+/]+$/);
    }
    const keys = allLabelKeys();
    expect(new Set(keys).size).toBe(keys.length);
  });
});
