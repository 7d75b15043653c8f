import { describe, expect, it } from 'vitest';
import { internalEmployeeFields } from '../../entities/internal-employee';
import { internalEmployeeInviteMail } from './invite';
import { internalEmployeeOrder, internalEmployeePerson, newInternalEmployee, saveInternalEmployee } from './model';

const form = (over: Record<string, unknown> = {}) =>
  internalEmployeeFields.parse({
    firstName: 'Aino',
    lastName: 'Sisäinen',
    email: 'Aino@Aurora.test',
    phone: '+358 40 123 4567',
    language: 'sv',
    suggestionGroup: 'pool-kitchen',
    canEditShifts: true,
    socialSecurityNumber: '131052-308T',
    ...over,
  });
const now = new Date('2026-11-29T10:00:00Z');
const stored = newInternalEmployee(form(), { id: 'ie-1', customerId: 'c-aurora', now, by: 'Pekka Salonen' });

describe('internal employee model', () => {
  it('a new record is version 1 and keeps no identity code', () => {
    expect(stored).toMatchObject({ id: 'ie-1', customerId: 'c-aurora', version: 1, phone: '+358401234567', invitedAt: null });
    expect(JSON.stringify(stored)).not.toContain('131052');
  });

  it('the staff record: a customer user of the one customer; canEditShifts only while active; the account kept', () => {
    expect(internalEmployeePerson(stored, null)).toMatchObject({
      email: 'aino@aurora.test',
      employee: false,
      customerIds: ['c-aurora'],
      teamLead: false,
      canEditShifts: true,
      firebaseUid: null,
      language: 'sv',
    });
    const passive = { ...stored, status: 'passive' as const, passivationReason: 'Left' };
    const before = { ...internalEmployeePerson(stored, null), firebaseUid: 'uid-1', teamLead: true };
    expect(internalEmployeePerson(passive, before)).toMatchObject({ canEditShifts: false, firebaseUid: 'uid-1', teamLead: true });
  });

  it('a save: an older version is refused; passivating needs a reason; activating clears it; the version moves on', () => {
    const at = { version: 1, now, by: null };
    expect(saveInternalEmployee(stored, form(), { ...at, version: 2 })).toEqual({ ok: false, error: 'changedMeanwhile' });
    const passive = saveInternalEmployee(stored, form({ status: 'passive', passivationReason: ' Left ' }), at);
    expect(passive).toMatchObject({ ok: true, value: { status: 'passive', passivationReason: 'Left', version: 2 } });
    if (!passive.ok) throw new Error('not saved');
    const active = saveInternalEmployee(passive.value, form(), { ...at, version: 2 });
    expect(active).toMatchObject({ ok: true, value: { status: 'active', passivationReason: undefined, version: 3 } });
  });

  it('the list order: active first, then by last and first name in Finnish order', () => {
    const people = [
      { status: 'passive' as const, firstName: 'A', lastName: 'Aalto' },
      { status: 'active' as const, firstName: 'B', lastName: 'Öhman' },
      { status: 'active' as const, firstName: 'C', lastName: 'Åberg' },
    ];
    expect([...people].sort(internalEmployeeOrder).map((p) => p.lastName)).toEqual(['Åberg', 'Öhman', 'Aalto']);
  });

  it("the invite: the link in the employee's language, as a notification about the employee", () => {
    const mail = internalEmployeeInviteMail(stored, 'Hotelli Aurora', 'https://example.test/link', 'ie-1');
    expect(mail).toMatchObject({ to: 'Aino@Aurora.test', language: 'sv', kind: 'notification', relatedId: 'ie-1' });
    expect(mail.subject).toBe('Inbjudan till Vuoro: Hotelli Aurora');
    expect(mail.text).toContain('Hej Aino,');
    expect(mail.text).toContain('https://example.test/link');
  });
});
