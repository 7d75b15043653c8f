import { describe, expect, it } from 'vitest';
import { canSignContract, markAttachmentRead, markContractRead, signContract } from './contract';

const now = new Date('2025-06-10T06:00:00Z');
const unread = {
  id: 'c1',
  state: 'unsigned' as const,
  read: false,
  attachments: [
    { id: 'a1', name: 'Collective agreement', read: false },
    { id: 'a2', name: 'Work instructions', read: false },
  ],
};

describe('employment contracts', () => {
  it('"the contract and all attachments must be read before signing"', () => {
    expect(signContract(unread, now)).toEqual({ ok: false, error: 'validation:contractNotRead' });
    const contractOnly = markContractRead(unread);
    expect(canSignContract(contractOnly)).toBe(false);
    const oneAttachment = markAttachmentRead(contractOnly, 'a1');
    expect(signContract(oneAttachment, now)).toEqual({ ok: false, error: 'validation:contractNotRead' });
    const allRead = markAttachmentRead(oneAttachment, 'a2');
    expect(canSignContract(allRead)).toBe(true);
  });

  it('"unsigned to signed"', () => {
    const allRead = { ...unread, read: true, attachments: unread.attachments.map((a) => ({ ...a, read: true })) };
    const result = signContract(allRead, now);
    expect(result.ok && result.value.state).toBe('signed');
    expect(result.ok && result.value.signedAt).toEqual(now);
    expect(result.ok && signContract(result.value, now)).toEqual({ ok: false, error: 'validation:contractAlreadySigned' });
  });

  it('a contract without attachments needs only itself read', () => {
    expect(signContract({ state: 'unsigned', read: true, attachments: [] }, now).ok).toBe(true);
  });
});
