import { isIP, type LookupFunction } from 'node:net';
import dns from 'node:dns';
import ipaddr from 'ipaddr.js';

// Supplier base URLs are entered by operators/suppliers, so an attacker-controlled URL must not be
// able to reach our own infrastructure (metadata endpoints, databases, admin ports) through us.
// Ranges come from ipaddr.js: a maintained list misses fewer special-purpose blocks than our own.
export function isPublicAddress(ip: string): boolean {
  // ipaddr.js also reads shorthand such as 127.1 or 0x7f000001; judge only real literals.
  if (!isIP(ip) || !ipaddr.isValid(ip)) return false;
  const addr = ipaddr.parse(ip);
  const embedded = addr instanceof ipaddr.IPv6 ? embeddedIPv4(addr) : undefined;
  if (embedded) return embedded.every((v4) => v4.range() === 'unicast');
  return addr.range() === 'unicast';
}

const wellKnownNat64 = ipaddr.parseCIDR('64:ff9b::/96');
const ipv4Compatible = ipaddr.parseCIDR('::/96');

// These IPv6 forms are delivered to (or through) the IPv4 addresses inside them, so those decide.
function embeddedIPv4(addr: ipaddr.IPv6): ipaddr.IPv4[] | undefined {
  const bytes = addr.toByteArray();
  const v4 = (at: number, xor = 0) => new ipaddr.IPv4(bytes.slice(at, at + 4).map((b) => b ^ xor));
  switch (addr.range()) {
    case 'ipv4Mapped':
      return [addr.toIPv4Address()];
    case 'rfc6145':
      return [v4(12)];
    case 'rfc6052':
      // Local-use NAT64 (64:ff9b:1::/48) may put the IPv4 address anywhere: left undecided, so refused.
      return addr.match(wellKnownNat64) ? [v4(12)] : undefined;
    case '6to4':
      return [v4(2)];
    case 'teredo':
      // The relay reaches the client at its NAT address, stored bit-inverted.
      return [v4(4), v4(12, 0xff)];
    case 'unicast':
      // Deprecated IPv4-compatible ::a.b.c.d: ipaddr.js treats the dotted form as mapped, but the hex
      // form (::7f00:1) as unicast.
      return addr.match(ipv4Compatible) ? [v4(12)] : undefined;
    default:
      return undefined;
  }
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
