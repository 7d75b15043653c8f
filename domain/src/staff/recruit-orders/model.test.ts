import { describe, expect, it } from 'vitest';
import { assignment } from '../../entities/assignment';
import { calendarDay } from '../../states/calendar';
import { earliestStartDay, newOrdersFirst, sendRecruitOrderSchema, staffRecruitOrder, toDeskRecruitOrderView } from './model';
import { assignmentOfOrder, finnishDay, recruitOrderMail } from './rules';

// 31 December 2025, 23:30 in Helsinki (21:30 UTC): "tomorrow" is already 2026 there.
const now = new Date('2025-12-31T21:30:00Z');
const schema = sendRecruitOrderSchema(() => now);
const valid = {
  customerId: 'c-aurora',
  placeOfWork: 'pow-kitchen',
  professionTitle: 'pt-cook',
  amount: 2,
  contractType: 'FixedTerm',
  estimatedStartDate: '2026-01-01',
  estimatedEndDate: '2026-03-31',
  estimatedThreeWeekWorkingTime: 112.5,
  requiredLanguages: ['Finnish'],
};
const issues = (input: unknown) => schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const order = staffRecruitOrder.parse({
  id: 'ro-1',
  customerId: 'c-aurora',
  customerName: 'Hotelli Aurora',
  placeOfWork: 'pow-kitchen',
  placeOfWorkName: 'Keittiö',
  city: 'Helsinki',
  professionTitle: 'pt-cook',
  professionTitleName: 'Kokki',
  amount: 3,
  contractType: 'Framework',
  estimatedStartDate: new Date('2026-01-01T22:00:00Z'), // 2.1.2026 in Helsinki
  estimatedEndDate: null,
  estimatedThreeWeekWorkingTime: 37.5,
  requiredLanguages: ['Finnish', 'English'],
  additionalInfo: 'Hygieniapassi',
  created: now,
  sentBy: { id: 'sp-maria', name: 'Maria Lehtonen', email: 'maria@example.test' },
  state: 'new',
});

describe('the sent order', () => {
  it('takes Helsinki days; tomorrow in Helsinki is the first start day', () => {
    expect(earliestStartDay(now)).toBe('2026-01-01');
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, estimatedStartDate: '2025-12-31' })).toEqual([
      ['estimatedStartDate', 'validation:startDateNotInFuture'],
    ]);
  });

  it('needs the end date for a fixed term only, and the start not after it', () => {
    expect(issues({ ...valid, estimatedEndDate: null })).toEqual([['estimatedEndDate', 'validation:endDateRequired']]);
    expect(issues({ ...valid, contractType: 'Indefinite', estimatedEndDate: null })).toEqual([]);
    expect(issues({ ...valid, estimatedEndDate: '2025-12-30' })).toEqual([
      ['estimatedStartDate', 'validation:startDateAfterEndDate'],
    ]);
  });

  it('refuses a day that does not exist and unknown fields', () => {
    expect(issues({ ...valid, estimatedEndDate: '2026-02-30' })).toEqual([['estimatedEndDate', 'validation:invalidDate']]);
    expect(schema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});

describe('what an order becomes', () => {
  it('a job of the recruiter tool the assignment schema accepts', () => {
    const job = assignment.parse({ id: 'job-1', ...assignmentOfOrder(order, 'uid-reija', now) });
    expect(job).toMatchObject({
      company: 'Hotelli Aurora',
      title: 'Kokki',
      openPositions: 3,
      location: 'Helsinki',
      languages: ['suomi', 'englanti'],
      workType: 'onCall',
      updatedBy: 'uid-reija',
    });
    expect(job.description).toContain('Arvioitu alkamispäivä: 2.1.2026');
    expect(job.description).toContain('Arvioitu päättymispäivä: –');
    expect(job.description?.endsWith('Lisätiedot:\nHygieniapassi')).toBe(true);
  });

  it('a Finnish mail to the agency naming customer, place, title, amount and dates, the sender as Reply-To', () => {
    const mail = recruitOrderMail(order, 'palvelukeskus@vuoro.test');
    expect(mail.subject).toBe('Rekrytointitilaus: Hotelli Aurora, Kokki (3)');
    expect(mail.replyTo).toEqual({ name: 'Maria Lehtonen', address: 'maria@example.test' });
    expect(mail.text).toContain('Työpaikka: Keittiö, Helsinki');
    expect(mail.text).toContain('Arvioitu työaika 3 viikon jaksossa: 37,50 h');
    expect(recruitOrderMail({ ...order, sentBy: { ...order.sentBy, email: 'not an address' } }, 'a@b.test').replyTo).toBeNull();
  });

  it('the desk view in Helsinki days; new orders first, oldest first', () => {
    expect(toDeskRecruitOrderView(order)).toMatchObject({ estimatedStartDate: '2026-01-02', estimatedEndDate: null });
    expect(finnishDay(now)).toBe('31.12.2025');
    const at = (iso: string) => new Date(iso);
    const list = [
      { id: 'old-converted', state: 'converted' as const, created: at('2025-01-01T00:00:00Z') },
      { id: 'new-late', state: 'new' as const, created: at('2025-03-01T00:00:00Z') },
      { id: 'converted', state: 'converted' as const, created: at('2025-02-01T00:00:00Z') },
      { id: 'new-early', state: 'new' as const, created: at('2025-02-15T00:00:00Z') },
    ];
    expect([...list].sort(newOrdersFirst).map((o) => o.id)).toEqual(['new-early', 'new-late', 'converted', 'old-converted']);
    expect(calendarDay(order.created)).toBe('2025-12-31');
  });
});
