import assert from 'node:assert/strict';
import dns, { type LookupAddress } from 'node:dns';
import { guardedLookup, PrivateNetworkError } from '../../src/suppliers/networkGuard.ts';

// isPublicAddress's table of ranges is in supplierClient.test.ts; this file checks the lookup around it.

type Answer = { err: NodeJS.ErrnoException | null; addresses: LookupAddress[] };
type Lookup = (hostname: string, options: object, callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;
type Options = Parameters<typeof guardedLookup>[1];

const PUBLIC_V4: LookupAddress = { address: '93.184.216.34', family: 4 };
const PUBLIC_V6: LookupAddress = { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 };
const PRIVATE_V4: LookupAddress = { address: '10.0.0.7', family: 4 };
const METADATA: LookupAddress = { address: '169.254.169.254', family: 4 };

const resolver = dns as unknown as { lookup: Lookup };

/**
 * What guardedLookup hands its callback when the resolver answers `answer`. The stand-in resolver
 * answers at once, and the real dns.lookup is back before this returns, so nothing else running in
 * the process (the whole suite shares it) can meet the stand-in.
 */
function lookupAnswering(answer: Answer, hostname: string, options: Options, asked: object[] = []): unknown[] {
  const realLookup = resolver.lookup;
  let handed: unknown[] | undefined;
  resolver.lookup = (name, opts, callback) => {
    asked.push({ hostname: name, options: opts });
    callback(answer.err, answer.addresses);
  };
  try {
    guardedLookup(hostname, options, (...args: unknown[]) => {
      handed = args;
    });
  } finally {
    resolver.lookup = realLookup;
  }
  assert.ok(handed, 'the callback was called');
  return handed;
}

/** No address goes beside an error. */
const noAddress = (rest: unknown[]) =>
  assert.deepEqual(
    rest.filter((arg) => arg !== ''),
    [],
  );

describe('guardedLookup', function () {
  it('asks the resolver for every address, keeping the caller’s options', function () {
    const asked: object[] = [];
    lookupAnswering({ err: null, addresses: [PUBLIC_V4] }, 'supplier.example', { family: 4, hints: dns.ADDRCONFIG }, asked);
    assert.deepEqual(asked, [{ hostname: 'supplier.example', options: { family: 4, hints: dns.ADDRCONFIG, all: true } }]);
  });

  it('answers as dns.lookup would when every address is public: the first one, or all when asked', function () {
    const answer = { err: null, addresses: [PUBLIC_V6, PUBLIC_V4] };
    assert.deepEqual(lookupAnswering(answer, 'supplier.example', {}), [null, PUBLIC_V6.address, 6]);
    assert.deepEqual(lookupAnswering(answer, 'supplier.example', { all: false }), [null, PUBLIC_V6.address, 6]);
    assert.deepEqual(lookupAnswering(answer, 'supplier.example', { all: true }), [null, [PUBLIC_V6, PUBLIC_V4]]);
  });

  for (const [why, addresses] of [
    ['the only address is private', [PRIVATE_V4]],
    ['a public address comes with a private one (DNS rebinding)', [PUBLIC_V4, METADATA]],
    ['the private address comes first', [PRIVATE_V4, PUBLIC_V4]],
  ] as const) {
    for (const all of [false, true]) {
      it(`refuses when ${why}${all ? ', asked for all' : ''}`, function () {
        const [err, ...rest] = lookupAnswering({ err: null, addresses: [...addresses] }, 'rebind.example', { all });
        assert.ok(err instanceof PrivateNetworkError);
        assert.equal(err.code, 'PRIVATE_NETWORK');
        assert.equal(err.hostname, 'rebind.example');
        assert.equal(err.name, 'PrivateNetworkError');
        assert.equal(err.message, 'refusing to connect to rebind.example: it resolves to a non-public address');
        noAddress(rest);
      });
    }
  }

  it('passes a resolver error on as it is', function () {
    const failure = Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example'), { code: 'ENOTFOUND' });
    const [err, ...rest] = lookupAnswering({ err: failure, addresses: [] }, 'nowhere.example', {});
    assert.equal(err, failure);
    noAddress(rest);
  });

  it('fails like an unknown host when the resolver finds no address', function () {
    for (const all of [false, true]) {
      const [err, ...rest] = lookupAnswering({ err: null, addresses: [] }, 'empty.example', { all });
      assert.ok(err instanceof Error);
      assert.equal((err as NodeJS.ErrnoException).code, 'ENOTFOUND');
      assert.equal(err.message, 'no addresses for empty.example');
      noAddress(rest);
    }
  });

  it('uses the real resolver: a public IP literal comes back, a private one is refused (no network involved)', async function () {
    const lookup = (hostname: string) => new Promise<unknown[]>((resolve) => guardedLookup(hostname, {}, (...args: unknown[]) => resolve(args)));
    assert.deepEqual(await lookup('93.184.216.34'), [null, '93.184.216.34', 4]);
    const [err] = await lookup('127.0.0.1');
    assert.ok(err instanceof PrivateNetworkError);
  });
});
