import { describe, expect, it } from 'vitest';
import { networkOf } from './client-network';

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
