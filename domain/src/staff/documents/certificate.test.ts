import { describe, expect, it } from 'vitest';
import {
  certificateReportQuery,
  certificateRequest,
  deskAnswerCertificateBody,
  openThenNewest,
  staffCertificateOrder,
} from './certificate';
import { DOCUMENT_WORDS, employmentPeriod, periodText, workDone } from './wording';
import { toIdentityCard } from './identity-card';

const order = (id: string, state: 'ordered' | 'answered', orderedAt: string) =>
  staffCertificateOrder.parse({
    id,
    employeeId: 'sp-eero',
    employeeName: 'Eero',
    language: 'fi',
    state,
    orderedAt: new Date(orderedAt),
  });

describe('what a certificate call asks for', () => {
  it('temporary wins over an order; neither flag asks for the final one', () => {
    const ask = (q: Record<string, string>) => certificateRequest(certificateReportQuery.parse(q));
    expect(ask({ temporaryCertificate: 'true', doNotPrint: 'true' })).toBe('temporary');
    expect(ask({ doNotPrint: 'true' })).toBe('order');
    expect(ask({ doNotPrint: 'false', temporaryCertificate: 'false' })).toBe('final');
    expect(ask({})).toBe('final');
    expect(certificateReportQuery.safeParse({ doNotPrint: 'yes' }).success).toBe(false);
  });
});

describe('orders at the desk', () => {
  it('lists open orders first, then newest', () => {
    const list = [order('a', 'answered', '2026-11-03'), order('b', 'ordered', '2026-11-01'), order('c', 'ordered', '2026-11-02')];
    expect(list.sort(openThenNewest).map((o) => o.id)).toEqual(['c', 'b', 'a']);
  });
  it('keeps an evaluation, blank as none', () => {
    expect(deskAnswerCertificateBody.parse({ orderId: 'o1', evaluation: '  ' }).evaluation).toBeNull();
    expect(deskAnswerCertificateBody.parse({ orderId: 'o1', evaluation: ' Hyvä. ' }).evaluation).toBe('Hyvä.');
    expect(deskAnswerCertificateBody.safeParse({ orderId: 'o1', evaluation: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('what the certificate says', () => {
  const d = (s: string) => new Date(`${s}T09:00:00Z`);
  it('the period: contracts first (ongoing while one has no end), else the first approved shift', () => {
    expect(
      employmentPeriod(
        [
          { start: d('2025-03-01'), end: d('2025-08-31') },
          { start: d('2025-09-01'), end: d('2026-02-28') },
        ],
        [],
      ),
    ).toEqual({
      start: d('2025-03-01'),
      end: d('2026-02-28'),
    });
    expect(employmentPeriod([{ start: d('2025-03-01'), end: null }], [])?.end).toBeNull();
    expect(employmentPeriod([], [{ start: d('2026-05-04') }, { start: d('2026-04-10') }])).toEqual({
      start: d('2026-04-10'),
      end: null,
    });
    expect(employmentPeriod([], [])).toBeNull();
    expect(periodText({ start: d('2025-03-01'), end: null }, DOCUMENT_WORDS.fi)).toBe('1.3.2025 – jatkuu');
    expect(periodText(null, DOCUMENT_WORDS.fi)).toBe('–');
  });
  it('the work done: each title once, alphabetically in the language', () => {
    expect(workDone(['Tiskaaja', 'Kokki', 'Tiskaaja', 'Ävy'], 'fi')).toEqual(['Kokki', 'Tiskaaja', 'Ävy']);
  });
});

describe('the identity card', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  it("shows the record's employee and tax numbers when it has them, valid to the holiday year's end", () => {
    expect(
      toIdentityCard(
        'sp-eero',
        { firstName: 'Eero', lastName: 'Männistö' },
        { employeeNumber: 'V-1001', taxNumber: '1001' },
        now,
      ),
    ).toEqual({
      name: 'Eero Männistö',
      employeeNumber: 'V-1001',
      employer: 'Vuoro',
      validUntil: '2027-03-31',
      taxNumber: '1001',
    });
  });
  it('falls back to the staff id, and no tax number, when the record has none (or a broken one)', () => {
    const card = toIdentityCard('sp-olena', { firstName: 'Олена', lastName: 'Коваленко' }, { taxNumber: 42 }, now);
    expect(card).toMatchObject({ employeeNumber: 'sp-olena', taxNumber: null });
  });
});
