import { describe, expect, it } from 'vitest';
import { activate, passivate } from './employee-status';

describe('employee status', () => {
  it('"active or passive (passivated with a reason)"', () => {
    expect(passivate({ status: 'active' }, '  Moved abroad ')).toEqual({
      ok: true,
      value: { status: 'passive', passivationReason: 'Moved abroad' },
    });
  });

  it('passivation without a reason is refused', () => {
    expect(passivate({ status: 'active' }, '')).toEqual({ ok: false, error: 'validation:passivationReasonMissing' });
    expect(passivate({ status: 'active' }, undefined)).toEqual({
      ok: false,
      error: 'validation:passivationReasonMissing',
    });
  });

  it('passive back to active clears the reason; the same state twice is refused', () => {
    expect(activate({ status: 'passive', passivationReason: 'Moved abroad' })).toEqual({
      ok: true,
      value: { status: 'active', passivationReason: undefined },
    });
    expect(activate({ status: 'active' })).toEqual({ ok: false, error: 'validation:employeeAlreadyActive' });
    expect(passivate({ status: 'passive', passivationReason: 'x' }, 'y')).toEqual({
      ok: false,
      error: 'validation:employeeAlreadyPassive',
    });
  });
});
