import { addressKey } from './clientAddress';

describe('addressKey', () => {
  it('keys an IPv4 address, also written IPv4-mapped, as itself', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('keys every address of one IPv6 /64 alike, and other /64s apart', () => {
    const keys = [
      '2001:db8:1:1::1',
      '2001:db8:1:1::ffff',
      '2001:DB8:1:1:abcd:ef01:2345:6789',
      '2001:db8:1:1::7%eth0',
    ].map((address) => addressKey(address));
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:1::/64']));
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
  });

  it('keys by a /56 when configured', () => {
    expect(addressKey('2001:db8:1:1ff::1', 56)).toBe('2001:db8:1:100::/56');
    expect(addressKey('2001:db8:1:100::1', 56)).toBe(addressKey('2001:db8:1:1ff::9', 56));
    expect(addressKey('2001:db8:1:200::1', 56)).not.toBe(addressKey('2001:db8:1:1ff::9', 56));
  });

  it('expands :: anywhere and keeps loopback and unknown text apart', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1:2')).toBe('fe80:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('2001:db8::1', 128)).toBe('2001:db8:0:0:0:0:0:1/128');
  });
});
