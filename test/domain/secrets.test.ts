import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { hashSecret, newSecret, secretMatches } from '../../src/domain/secrets.ts';

describe('domain: secrets', function () {
  it('makes 256-bit URL-safe secrets, a new one each time', function () {
    const secrets = Array.from({ length: 20 }, () => newSecret());
    for (const secret of secrets) {
      assert.match(secret, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(Buffer.from(secret, 'base64url').length, 32);
    }
    assert.equal(new Set(secrets).size, secrets.length);
  });

  it('stores the SHA-256 of the secret’s UTF-8 bytes, in hex', function () {
    // FIPS 180-2 test vector for "abc"
    assert.equal(hashSecret('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    assert.equal(
      hashSecret('é€'),
      createHash('sha256')
        .update(Buffer.from([0xc3, 0xa9, 0xe2, 0x82, 0xac]))
        .digest('hex'),
    );
  });

  it('matches a secret only against its own hash', function () {
    const secret = newSecret();
    const stored = hashSecret(secret);
    assert.equal(secretMatches(secret, stored), true);
    assert.equal(secretMatches(secret, stored.toUpperCase()), true, 'hex is read case-insensitively');
    assert.equal(secretMatches(newSecret(), stored), false);
    assert.equal(secretMatches(`${secret} `, stored), false);
  });

  it('refuses, without throwing, a stored hash that is not 32 bytes of hex', function () {
    const secret = newSecret();
    const stored = hashSecret(secret);
    for (const bad of ['', stored.slice(0, 62), `${stored}00`, 'not hex at all']) assert.equal(secretMatches(secret, bad), false, JSON.stringify(bad));
  });
});
