import { BlockList, isIPv4, isIPv6, type LookupFunction } from 'node:net';
import dns from 'node:dns';

// Supplier base URLs are entered by operators/suppliers, so an attacker-controlled URL must not be
// able to reach our own infrastructure (metadata endpoints, databases, admin ports) through us.
const blockedV4 = new BlockList();
blockedV4.addSubnet('0.0.0.0', 8, 'ipv4'); // "this network", includes unspecified
blockedV4.addSubnet('10.0.0.0', 8, 'ipv4');
blockedV4.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT: private to the provider
blockedV4.addSubnet('127.0.0.0', 8, 'ipv4');
blockedV4.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local, home of cloud metadata services
blockedV4.addSubnet('172.16.0.0', 12, 'ipv4');
blockedV4.addSubnet('192.0.0.0', 24, 'ipv4'); // IETF protocol assignments, never a public host
blockedV4.addSubnet('192.168.0.0', 16, 'ipv4');
blockedV4.addSubnet('198.18.0.0', 15, 'ipv4'); // benchmarking, sometimes routed internally
blockedV4.addSubnet('224.0.0.0', 4, 'ipv4'); // multicast
blockedV4.addSubnet('240.0.0.0', 4, 'ipv4'); // reserved, includes broadcast 255.255.255.255

const blockedV6 = new BlockList();
blockedV6.addSubnet('::', 96, 'ipv6'); // unspecified, loopback and deprecated IPv4-compatible
blockedV6.addSubnet('64:ff9b:1::', 48, 'ipv6'); // local-use NAT64
blockedV6.addSubnet('fc00::', 7, 'ipv6'); // unique local
blockedV6.addSubnet('fe80::', 10, 'ipv6'); // link-local
blockedV6.addSubnet('fec0::', 10, 'ipv6'); // deprecated site-local, still private in practice
blockedV6.addSubnet('ff00::', 8, 'ipv6'); // multicast

export function isPublicAddress(ip: string): boolean {
  if (isIPv4(ip)) return !blockedV4.check(ip, 'ipv4');
  // Zone ids (fe80::1%eth0) only appear on link-local addresses but BlockList cannot parse them.
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return false;
  const groups = ipv6Groups(bare);
  // IPv4-mapped (::ffff:a.b.c.d) and well-known NAT64 (64:ff9b::a.b.c.d) addresses are delivered to
  // the embedded IPv4 address, so that address decides.
  if (isPrefix(groups, [0, 0, 0, 0, 0, 0xffff]) || isPrefix(groups, [0x64, 0xff9b, 0, 0, 0, 0])) {
    return isPublicAddress(embeddedIPv4(groups));
  }
  return !blockedV6.check(bare, 'ipv6');
}

export class PrivateNetworkError extends Error {
  readonly code = 'PRIVATE_NETWORK';
  readonly hostname: string;
  constructor(hostname: string) {
    super(`refusing to connect to ${hostname}: it resolves to a non-public address`);
    this.name = 'PrivateNetworkError';
    this.hostname = hostname;
  }
}

/**
 * Drop-in for `https.Agent`'s `lookup` option. Checking the addresses handed to the socket (rather than
 * resolving once up front and connecting by name later) is what defeats DNS rebinding. Node skips
 * lookup for IP-literal hosts, so callers must check those with `isPublicAddress` themselves.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) {
      callback(err, '');
      return;
    }
    const first = addresses[0];
    if (!first) {
      callback(Object.assign(new Error(`no addresses for ${hostname}`), { code: 'ENOTFOUND' }), '');
      return;
    }
    if (addresses.some((a) => !isPublicAddress(a.address))) {
      callback(new PrivateNetworkError(hostname), '');
      return;
    }
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
};

function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function isPrefix(groups: number[], prefix: number[]): boolean {
  return prefix.every((g, i) => groups[i] === g);
}

function embeddedIPv4(groups: number[]): string {
  const hi = groups[6] ?? 0;
  const lo = groups[7] ?? 0;
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
}
