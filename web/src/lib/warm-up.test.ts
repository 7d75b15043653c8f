import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (it warms up once per page) with requestIdleCallback recorded, not run. */
async function freshWarmUp() {
  vi.resetModules();
  const idle = vi.fn();
  vi.stubGlobal('requestIdleCallback', idle);
  const { warmUpAfterSignInScreen, whenFirstUsed } = await import('./warm-up');
  return { warmUpAfterSignInScreen, whenFirstUsed, idle };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warming the talent side up on a sign-in screen', () => {
  it('waits for the person to use the screen, then loads once when the browser is idle', async () => {
    const { warmUpAfterSignInScreen, idle } = await freshWarmUp();
    warmUpAfterSignInScreen('talent');
    expect(idle).not.toHaveBeenCalled();

    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(idle).toHaveBeenCalledOnce();
    expect(idle.mock.calls[0]![1]).toEqual({ timeout: 1500 });

    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    warmUpAfterSignInScreen('talent');
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(idle).toHaveBeenCalledOnce();
  });

  it('starts on a tap or a key as well as on focus', async () => {
    for (const first of [new Event('pointerdown', { bubbles: true }), new KeyboardEvent('keydown', { bubbles: true })]) {
      const { warmUpAfterSignInScreen, idle } = await freshWarmUp();
      warmUpAfterSignInScreen('talent');
      document.body.dispatchEvent(first);
      expect(idle).toHaveBeenCalledOnce();
    }
  });

  it('leaves the staff side alone: it reads the Staff API, not Firestore', async () => {
    const { warmUpAfterSignInScreen, idle } = await freshWarmUp();
    warmUpAfterSignInScreen('staff');
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(idle).not.toHaveBeenCalled();
  });
});

describe('loading something once the person starts using the screen', () => {
  it('waits for the first of the uses asked for, then for the browser to be idle, once', async () => {
    const { whenFirstUsed, idle } = await freshWarmUp();
    const load = vi.fn();
    whenFirstUsed(load, ['pointerdown', 'keydown']);
    // A focus the app moves itself (e.g. to a heading) is not the person using the screen.
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(idle).not.toHaveBeenCalled();

    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(idle).toHaveBeenCalledOnce();
    expect(idle.mock.calls[0]![0]).toBe(load);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(idle).toHaveBeenCalledOnce();
  });

  it('stops waiting when the screen goes away first', async () => {
    const { whenFirstUsed, idle } = await freshWarmUp();
    const stop = whenFirstUsed(vi.fn());
    stop();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(idle).not.toHaveBeenCalled();
  });
});
