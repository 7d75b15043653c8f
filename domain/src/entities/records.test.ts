import { describe, expect, it } from 'vitest';
import { occupationName } from './catalog';
import { contactInfo } from './contact-info';
import { feedbackAnonymiseAt } from './feedback';
import { shift } from './shift';
import { sickLeave, sickLeaveCertificateDue } from './sick-leave';
import { canOpenFileType } from './training-material';
import { VACANCY_KEYS, readVacancy, vacancy } from './vacancy';

describe('other records', () => {
  it('vacancy documents use short keys and read back with full names', () => {
    const stored = vacancy.parse({ id: 'v1', n: 'Cook', c: 'Hotelli Aurora', ci: ['Helsinki'], u: '2025-05-02' });
    const readable = readVacancy(stored);
    expect(readable).toMatchObject({ id: 'v1', name: 'Cook', company: 'Hotelli Aurora', cities: ['Helsinki'] });
    expect(readable.updated).toEqual(new Date('2025-05-02'));
    // The sixteen short keys of the spec, plus `p` (published) that the rules read.
    expect(new Set(Object.values(VACANCY_KEYS)).size).toBe(17);
    expect(readable.published).toBe(false);
  });

  it('"Sick-leave certificate must reach payroll within 3 days of falling ill"', () => {
    expect(sickLeaveCertificateDue(new Date('2025-05-30T00:00:00Z'))).toEqual(new Date('2025-06-02T00:00:00Z'));
  });

  it('sick leave: "customer, name, phone, missed shift, start/end", the end not before the start', () => {
    const base = { name: 'Ivan', phone: '+358401234567', customer: 'Aurora', missedShift: '3.6. 7–15', start: '2025-06-03' };
    expect(sickLeave.safeParse({ ...base, end: '2025-06-04' }).success).toBe(true);
    expect(sickLeave.safeParse({ ...base, end: '2025-06-02' }).error?.issues.map((i) => i.message)).toEqual([
      'validation:endBeforeStart',
    ]);
  });

  it('"Feedback personal data kept 6 months, then anonymised"', () => {
    expect(feedbackAnonymiseAt(new Date('2025-01-15T12:00:00Z'))).toEqual(new Date('2025-07-15T12:00:00Z'));
    expect(feedbackAnonymiseAt(new Date('2025-08-31T00:00:00Z'))).toEqual(new Date('2026-02-28T00:00:00Z'));
  });

  it('"occupations (per-language names en, fi, ru, uk)" fall back to English', () => {
    const item = { id: 'o1', en: 'Cook', fi: 'Kokki', ru: '', uk: 'Кухар' };
    expect(occupationName(item, 'fi')).toBe('Kokki');
    expect(occupationName(item, 'ru')).toBe('Cook');
    expect(occupationName(item, 'sv')).toBe('Cook');
  });

  it('contact info checks the IBAN', () => {
    const base = {
      address: 'Mannerheimintie 1',
      zip: '00100',
      city: 'Helsinki',
      email: 'a@example.fi',
      phone: '+358401234567',
      nextOfKin: 'Maija',
      nextOfKinPhone: '+358407654321',
      iban: 'FI21 1234 5600 0007 85',
      bic: 'NDEAFIHH',
    };
    expect(contactInfo.parse(base)).toMatchObject({ iban: 'FI2112345600000785', smsEnabled: false });
    expect(contactInfo.safeParse({ ...base, iban: 'FI2112345600000786' }).error?.issues.map((i) => i.message)).toEqual([
      'validation:checkIban',
    ]);
  });

  it('a shift parses with its state defaulting to new', () => {
    const parsed = shift.parse({
      id: 's1',
      date: '2025-06-10',
      start: '2025-06-10T04:00:00Z',
      end: '2025-06-10T12:00:00Z',
      placeOfWork: { id: 'p1', name: 'Aurora kitchen' },
      professionTitle: { id: 'pt1', name: 'Cook' },
      lunchBreak: 30,
    });
    expect(parsed.state).toBe('new');
    expect(parsed.bundledShifts).toEqual([]);
  });

  it('"training-materials (unsupported file types cannot be opened)"', () => {
    expect(canOpenFileType('application/pdf')).toBe(true);
    expect(canOpenFileType('application/vnd.ms-powerpoint')).toBe(false);
    expect(canOpenFileType(undefined)).toBe(false);
  });
});
