import { describe, expect, it } from 'vitest';
import {
  canInviteAgain,
  invitationsFirst,
  lastWorkedByEmployee,
  poolConnectionId,
  poolInvitationMessage,
  poolSuggestionIds,
} from './model';

describe('pool connections', () => {
  it('one id per employee and pool', () => {
    expect(poolConnectionId('sp-eero', 'pool-1')).toBe('sp-eero_pool-1');
  });

  it('the desk invites again only after a rejection', () => {
    expect(canInviteAgain(null)).toBe(true);
    expect(canInviteAgain('deleted')).toBe(true);
    expect(canInviteAgain('new')).toBe(false);
    expect(canInviteAgain('accepted')).toBe(false);
    expect(canInviteAgain('waitingForApproval')).toBe(false);
  });

  it('invitations first, then by name', () => {
    const list = [
      { state: 'accepted' as const, poolName: 'Aula' },
      { state: 'new' as const, poolName: 'Keittiö' },
      { state: 'new' as const, poolName: 'Baari' },
    ];
    expect(list.sort(invitationsFirst((c) => c.poolName)).map((c) => c.poolName)).toEqual(['Baari', 'Keittiö', 'Aula']);
  });

  it("the invitation message in the employee's language, Finnish otherwise", () => {
    const names = { pool: 'Keittiön pooli', customer: 'Hotelli Aurora' };
    expect(poolInvitationMessage('sv', names).subject).toBe('Inbjudan till en pool: Keittiön pooli');
    expect(poolInvitationMessage('uk', names).body).toContain('Hotelli Aurora');
    expect(poolInvitationMessage('de', names).subject).toBe('Kutsu pooliin: Keittiön pooli');
    expect(poolInvitationMessage(null, names).body).not.toContain('{{');
  });
});

describe("the customer's suggestions", () => {
  const day = (d: number) => new Date(Date.UTC(2026, 10, d, 6));
  const worked = lastWorkedByEmployee([
    { employeeId: 'sp-eero', start: day(3), professionTitleId: 'pt-cook' },
    { employeeId: 'sp-eero', start: day(20), professionTitleId: 'pt-waiter' },
    { employeeId: 'sp-eero', start: day(9), professionTitleId: null },
    { employeeId: 'sp-olena', start: day(12), professionTitleId: 'pt-cook' },
    { employeeId: 'sp-iryna', start: day(25), professionTitleId: 'pt-cook' },
  ]);

  it('each worker once, with their last shift and every title they worked as', () => {
    expect(worked.get('sp-eero')).toEqual({ last: day(20), titleIds: new Set(['pt-cook', 'pt-waiter']) });
    expect(worked.size).toBe(3);
  });

  it('the most recent worker first, the connected left out, by title when asked', () => {
    expect(poolSuggestionIds(worked, new Set())).toEqual(['sp-iryna', 'sp-eero', 'sp-olena']);
    expect(poolSuggestionIds(worked, new Set(['sp-iryna']))).toEqual(['sp-eero', 'sp-olena']);
    expect(poolSuggestionIds(worked, new Set(), 'pt-waiter')).toEqual(['sp-eero']);
    expect(poolSuggestionIds(worked, new Set(), 'pt-none')).toEqual([]);
  });
});
