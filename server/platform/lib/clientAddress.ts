import net from 'node:net';

/** The IPv6 prefix length per-address limits count by (IPV6_LIMIT_PREFIX), within these bounds. */
export const IPV6_PREFIX_DEFAULT = 64;
export const IPV6_PREFIX_MIN = 32;
export const IPV6_PREFIX_MAX = 128;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array.from({ length: missing }, () => '0'), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
}

/**
 * The key a per-address limit counts a client by. An IPv4 address (also written IPv4-mapped,
 * `::ffff:192.0.2.1`) is itself; an IPv6 address is its network of `ipv6PrefixBits` (64 by
 * default: one customer line or one cloud host is usually given a whole /64, so keying the full
 * address would let one machine count as 2^64 clients), written `2001:db8:1:1::/64`.
 */
export function addressKey(address: string, ipv6PrefixBits = IPV6_PREFIX_DEFAULT): string {
  const bare = address.replace(/%.*$/, '');
  if (net.isIPv4(bare)) return bare;
  if (!net.isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return `${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.${groups[7] & 0xff}`;
  }
  const bits = Math.min(IPV6_PREFIX_MAX, Math.max(IPV6_PREFIX_MIN, Math.round(ipv6PrefixBits)));
  const masked = groups.map((group, index) => {
    const kept = Math.min(16, Math.max(0, bits - index * 16));
    return kept === 0 ? 0 : group & (0xffff << (16 - kept)) & 0xffff;
  });
  const used = Math.ceil(bits / 16);
  const network = masked.slice(0, used).map((group) => group.toString(16));
  return `${network.join(':')}${used < 8 ? '::' : ''}/${bits}`;
}
