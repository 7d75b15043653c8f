import { describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  approvePoolMembership,
  declinePoolMembership,
  leavePool,
  rejectInvitation,
  requestPoolMembership,
} from './pool';

describe('pools', () => {
  it('"Invitations are accepted or rejected"', () => {
    expect(acceptInvitation('new')).toEqual({ ok: true, value: 'accepted' });
    expect(rejectInvitation('new')).toEqual({ ok: true, value: 'deleted' });
  });

  it('an invitation already answered or removed cannot be answered again', () => {
    for (const state of ['accepted', 'deleted', 'waitingForApproval'] as const) {
      expect(acceptInvitation(state)).toEqual({ ok: false, error: 'validation:poolInvitationNotOpen' });
      expect(rejectInvitation(state)).toEqual({ ok: false, error: 'validation:poolInvitationNotOpen' });
    }
  });

  it('"an employee can leave a pool (connection removed)"', () => {
    expect(leavePool('accepted')).toEqual({ ok: true, value: null });
    expect(leavePool('deleted')).toEqual({ ok: false, error: 'validation:poolConnectionNotActive' });
    expect(leavePool('new')).toEqual({ ok: false, error: 'validation:poolConnectionNotActive' });
  });

  it('a membership "waiting for approval" becomes an invitation once approved', () => {
    expect(approvePoolMembership('waitingForApproval')).toEqual({ ok: true, value: 'new' });
    expect(approvePoolMembership('accepted')).toEqual({ ok: false, error: 'validation:poolApprovalNotPending' });
  });

  it("a customer's request waits for approval: asked again only after a deletion", () => {
    expect(requestPoolMembership(null)).toEqual({ ok: true, value: 'waitingForApproval' });
    expect(requestPoolMembership('deleted')).toEqual({ ok: true, value: 'waitingForApproval' });
    for (const state of ['new', 'accepted', 'waitingForApproval'] as const) {
      expect(requestPoolMembership(state)).toEqual({ ok: false, error: 'poolConnectionExists' });
    }
  });

  it('the agency declines a waiting request only', () => {
    expect(declinePoolMembership('waitingForApproval')).toEqual({ ok: true, value: 'deleted' });
    for (const state of ['new', 'accepted', 'deleted'] as const) {
      expect(declinePoolMembership(state)).toEqual({ ok: false, error: 'validation:poolApprovalNotPending' });
    }
  });
});
