import { describe, expect, it } from 'vitest';
import { forwardedClient, networkOf, trustedProxies } from './client-network';

describe('networkOf', () => {
  it('counts an IPv4 address by itself, also when mapped into IPv6', () => {
    expect(networkOf('10.0.0.7')).toBe('10.0.0.7');
    expect(networkOf('::ffff:10.0.0.7')).toBe('10.0.0.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(networkOf('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps what is no address (tests without a socket)', () => {
    expect(networkOf('unknown')).toBe('unknown');
  });
});

describe('the client behind a trusted proxy (TRUST_PROXY)', () => {
  const trusted = trustedProxies(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);

  it('knows the proxies by address and by range, in both families and as IPv4 in IPv6', () => {
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.200.3.4', '::1', 'fd12::7'].map(trusted)).toEqual([true, true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', '::2', 'fe80::1', 'unknown'].map(trusted)).toEqual([false, false, false, false, false]);
  });

  it('takes the address the trusted proxy appended, not what the client wrote before it', () => {
    expect(forwardedClient('127.0.0.1', '203.0.113.9', trusted)).toBe('203.0.113.9');
    // the client forged a first hop; nginx appended the real one
    expect(forwardedClient('127.0.0.1', '1.2.3.4, 203.0.113.9', trusted)).toBe('203.0.113.9');
    // two proxies of our own in a row: the first address that is none of them
    expect(forwardedClient('10.0.0.2', '198.51.100.7, 10.0.0.1', trusted)).toBe('198.51.100.7');
    expect(forwardedClient('::1', '2001:db8::5', trusted)).toBe('2001:db8::5');
  });

  it('ignores X-Forwarded-For from a peer that is no trusted proxy', () => {
    expect(forwardedClient('203.0.113.9', '1.2.3.4', trusted)).toBe('203.0.113.9');
    expect(forwardedClient('198.51.100.7', '127.0.0.1', trusted)).toBe('198.51.100.7');
  });

  it('stops at the last proxy when a hop is no address, and keeps the peer without the header', () => {
    expect(forwardedClient('127.0.0.1', 'evil, 203.0.113.9', trusted)).toBe('203.0.113.9');
    expect(forwardedClient('127.0.0.1', '203.0.113.9, <script>', trusted)).toBe('127.0.0.1');
    expect(forwardedClient('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
  });

  it('trusts nobody by default', () => {
    expect(trustedProxies([])('127.0.0.1')).toBe(false);
  });
});
