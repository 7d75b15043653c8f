import { describe, expect, it, vi } from 'vitest';
import { presentTalents } from './present-talent';

describe('presenting several talents (issue 27 item 3)', () => {
  it('presents each in turn and counts presented, already there and failed', async () => {
    const order: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const present = async ({ id }: { id: string }) => {
      order.push(id);
      if (id === 'c') throw new Error('permission-denied');
      return id !== 'b';
    };
    const talents = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() }));
    expect(await presentTalents(present, talents)).toEqual({ presented: 2, already: 1, failed: 1 });
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('never runs two presents at once (each is a transaction on the same job)', async () => {
    let running = 0;
    let most = 0;
    const present = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 1));
      running -= 1;
      return true;
    };
    await presentTalents(present, [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ]);
    expect(most).toBe(1);
  });
});
