import { describe, expect, it } from 'vitest';
import { canInviteAgain, invitationsFirst, poolConnectionId, poolInvitationMessage } from './model';

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
