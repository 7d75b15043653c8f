import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../functions/src/lib/client-address';
import { parseEdgeConfig } from '../../functions/src/lib/config';

/**
 * Which X-Forwarded-For entry keys a per-address limit. Each front end of ours appends the
 * address it accepted the connection from; with N trusted hops the client is the entry N places
 * from the right, and whatever stands left of it is the client's own text.
 */
const at = (forwardedFor: string | null | undefined, hops: number, socketAddress: string | null = '169.254.1.1') =>
  clientAddress({ forwardedFor, socketAddress }, hops);

describe('clientAddress behind Firebase Hosting (2 trusted hops, the default)', () => {
  it('keys on the entry two places from the right: the visitor, not the front end that appended the last entry', () => {
    expect(at('203.0.113.7, 35.191.0.1', 2)).toBe('203.0.113.7');
    expect(at('198.51.100.1, 203.0.113.7, 35.191.0.1', 2)).toBe('203.0.113.7');
    expect(at('2001:DB8::1, 2001:db8::2', 2)).toBe('2001:db8::1');
  });

  it('visitors behind one front end get keys of their own', () => {
    expect(at('203.0.113.7, 35.191.0.1', 2)).not.toBe(at('203.0.113.8, 35.191.0.1', 2));
  });

  it('spoofed entries on the left never change the key', () => {
    const key = at('203.0.113.7, 35.191.0.1', 2);
    for (const spoofed of ['198.51.100.1', '198.51.100.1, 192.0.2.5', 'nonsense', ', , ,'])
      expect(at(`${spoofed}, 203.0.113.7, 35.191.0.1`, 2)).toBe(key);
  });

  it('a header with fewer entries than hops was written by our front ends alone: its first entry is the client', () => {
    expect(at('203.0.113.7', 2)).toBe('203.0.113.7');
  });

  it('garbage where the client should be falls back to one shared key, never one the caller picks', () => {
    for (const header of ['nonsense, 35.191.0.1', ', 35.191.0.1', '', 'a, b, c', '203.0.113.7:8080, 35.191.0.1'])
      expect(at(header, 2)).toBe('unknown');
  });

  it('without the header, the socket address (or one shared local key)', () => {
    expect(at(undefined, 2)).toBe('169.254.1.1');
    expect(at(null, 2, null)).toBe('local');
  });
});

describe('clientAddress with other hop counts', () => {
  it.each([
    [1, '198.51.100.1, 203.0.113.7', '203.0.113.7'],
    [1, 'spoofed, 203.0.113.7', '203.0.113.7'],
    [3, '198.51.100.1, 203.0.113.7, 10.0.0.1, 35.191.0.1', '203.0.113.7'],
  ])('with %i hop(s), %j keys on %j', (hops, header, expected) => {
    expect(at(header, hops)).toBe(expected);
  });

  it('0 hops trusts no entry: the socket address counts', () => {
    expect(at('203.0.113.7', 0)).toBe('169.254.1.1');
    expect(at('203.0.113.7', 0, null)).toBe('local');
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  it('defaults to 2 (behind Firebase Hosting) and takes a whole number from 0 to 10', () => {
    expect(parseEdgeConfig({}).trustedProxyHops).toBe(2);
    expect(parseEdgeConfig({ TRUSTED_PROXY_HOPS: '1' }).trustedProxyHops).toBe(1);
    expect(parseEdgeConfig({ TRUSTED_PROXY_HOPS: '0' }).trustedProxyHops).toBe(0);
  });
  it('refuses anything else, naming the variable', () => {
    for (const bad of ['-1', '1.5', 'two', '11'])
      expect(() => parseEdgeConfig({ TRUSTED_PROXY_HOPS: bad })).toThrow('Edge configuration is invalid: TRUSTED_PROXY_HOPS');
  });
});
