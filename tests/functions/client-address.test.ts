import { describe, expect, it } from 'vitest';
import { clientAddress, runsOnEmulator } from '../../functions/src/lib/client-address';

/**
 * Which hop keys a per-address limit. In production Google's front end appends the client's
 * address to X-Forwarded-For, so only the last entry is the front end's; on the emulator no hop
 * is added, so the header is the caller's own text and the socket's address counts.
 */
describe('clientAddress in production: the last X-Forwarded-For entry', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['198.51.100.1, 203.0.113.7', '203.0.113.7'], // the client wrote the first entry
    ['spoofed,  another , 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8::1, 2001:db8::2', '2001:db8::2'],
  ])('%j keys on %j', (header, expected) => {
    expect(clientAddress({ forwardedFor: header, socketAddress: '10.0.0.1' }, false)).toBe(expected);
  });

  it('never falls back to an entry the client wrote when the last one is empty', () => {
    expect(clientAddress({ forwardedFor: '198.51.100.1, ', socketAddress: '10.0.0.1' }, false)).toBe('10.0.0.1');
    expect(clientAddress({ forwardedFor: '198.51.100.1,', socketAddress: undefined }, false)).toBe('unknown');
  });

  it('without the header, the socket address (or unknown)', () => {
    expect(clientAddress({ forwardedFor: undefined, socketAddress: '10.0.0.1' }, false)).toBe('10.0.0.1');
    expect(clientAddress({ forwardedFor: null, socketAddress: null }, false)).toBe('unknown');
  });
});

describe('clientAddress on the emulator: the socket, never the header', () => {
  it('ignores X-Forwarded-For altogether', () => {
    expect(clientAddress({ forwardedFor: '198.51.100.1, 203.0.113.7', socketAddress: '127.0.0.1' }, true)).toBe('127.0.0.1');
  });
  it('a socket without an address (the emulator hands requests over a local socket) is one shared key', () => {
    expect(clientAddress({ forwardedFor: '203.0.113.7', socketAddress: undefined }, true)).toBe('local');
  });
  it('knows the emulator by FUNCTIONS_EMULATOR', () => {
    expect(runsOnEmulator({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(runsOnEmulator({})).toBe(false);
  });
});
