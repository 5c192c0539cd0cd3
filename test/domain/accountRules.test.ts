import assert from 'node:assert/strict';
import { isDomain, isHttpsUrl, normalizeIdentifier, TOKEN_RESET_CODE_TTL_MS, VERIFY_CODE_TTL_MS } from '../../src/domain/accountRules.ts';

describe('domain: account rules', function () {
  it('stores identifiers trimmed and lower-cased', function () {
    assert.equal(normalizeIdentifier('  Ops@Example.COM \t'), 'ops@example.com');
    assert.equal(normalizeIdentifier('example.org'), 'example.org');
  });

  it('takes only https URLs with a host', function () {
    for (const ok of ['https://example.com', 'https://example.com:8443/hooks?x=1', 'HTTPS://EXAMPLE.COM/']) assert.equal(isHttpsUrl(ok), true, ok);
    for (const bad of ['http://example.com', 'ftp://example.com', 'https://', 'https//example.com', 'example.com', '', 'javascript:alert(1)']) {
      assert.equal(isHttpsUrl(bad), false, bad);
    }
  });

  describe('isDomain (RFC 1035 host names, lower case)', function () {
    const label = (n: number, c = 'a') => c.repeat(n);
    /** A name of exactly `n` characters: 63-character labels, then a shorter one, then `.io`. */
    const nameOfLength = (n: number) => {
      const labels: string[] = [];
      let left = n - 3; // ".io"
      while (left > 0) {
        const size = Math.min(63, left - (left > 63 ? 1 : 0));
        labels.push(label(size));
        left -= size + 1;
      }
      const name = `${labels.join('.')}.io`;
      assert.equal(name.length, n);
      return name;
    };

    for (const ok of ['example.com', 'a.io', '0.io', 'a-b.io', 'x--y.example.org', 'a0.b9.io', `${label(63)}.io`, `a.${label(63)}`, 'sub.domain.example.co']) {
      it(`accepts ${ok.length > 40 ? `${ok.slice(0, 12)}…(${ok.length})` : ok}`, function () {
        assert.equal(isDomain(ok), true);
      });
    }

    for (const [why, bad] of [
      ['no dot', 'localhost'],
      ['a one-letter top-level domain', 'example.c'],
      ['a top-level domain of 64 letters', `a.${label(64)}`],
      ['a digit in the top-level domain', 'example.c0m'],
      ['a label of 64 characters', `${label(64)}.io`],
      ['a label that starts with a hyphen', '-a.io'],
      ['a label that ends with a hyphen', 'a-.io'],
      ['an empty label', 'a..io'],
      ['a leading dot', '.a.io'],
      ['a trailing dot', 'a.io.'],
      ['upper case (identifiers are normalised first)', 'Example.com'],
      ['an underscore', 'a_b.io'],
      ['a leading space', ' a.io'],
      ['a trailing space', 'a.io '],
      ['a URL', 'https://a.io'],
      ['the empty string', ''],
    ] as const) {
      it(`refuses ${why}`, function () {
        assert.equal(isDomain(bad), false, bad);
      });
    }

    it('takes names up to 253 characters, not 254', function () {
      assert.equal(isDomain(nameOfLength(253)), true);
      assert.equal(isDomain(nameOfLength(254)), false);
    });
  });

  it('gives a verification code a week and a token reset code an hour', function () {
    assert.equal(VERIFY_CODE_TTL_MS, 7 * 24 * 60 * 60 * 1000);
    assert.equal(TOKEN_RESET_CODE_TTL_MS, 60 * 60 * 1000);
  });
});
