import assert from 'node:assert/strict';
import { createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { Refusal } from '../../src/referenceSupplier/answers.ts';
import { checkSignature } from '../../src/referenceSupplier/notifications.ts';
import { createSecretBox, type SecretBox } from '../../src/signing/secretBox.ts';
import { signatureHeaders } from '../../src/signing/secrets.ts';

const KEY = Buffer.alloc(32, 7);
const ACCOUNT = '6f1c7a52-3b0e-4d6a-9a43-0c2f9d1e8b71';
const OTHER_ACCOUNT = '0b8d9f4e-2c1a-4e7b-8f3d-5a6c7e9d1f20';
const whsec = () => `whsec_${randomBytes(24).toString('base64')}`;

/** Standard Webhooks v1, worked out here from the spec: HMAC-SHA256 of `id.timestamp.body` under the secret's bytes. */
function expectedSignature(secret: string, id: string, seconds: number, body: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${seconds}.${body}`).digest('base64')}`;
}

describe('webhook signing: sealed secrets', function () {
  let box: SecretBox;
  beforeEach(function () {
    box = createSecretBox(KEY.toString('base64'));
  });

  it('opens what it sealed, for the same account only', function () {
    for (const secret of [whsec(), 'ünïcödé secret ✓', 'x']) {
      const sealed = box.seal(secret, ACCOUNT);
      assert.equal(box.open(sealed, ACCOUNT), secret);
      if (secret.length > 8) assert.ok(!sealed.includes(secret), 'the secret is not readable in the sealed form');
      assert.throws(() => box.open(sealed, OTHER_ACCOUNT), 'a sealed secret copied to another account’s row opens nowhere');
    }
  });

  it('stores v2.<key id>.<iv>.<ciphertext>.<tag> in base64url: AES-256-GCM under the key, the account as associated data', function () {
    const secret = whsec();
    const sealed = box.seal(secret, ACCOUNT);
    assert.match(sealed, /^v2\.[0-9a-f]{16}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    const [, keyId, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string, string];
    assert.equal(keyId, box.sealingKeyId);
    // Opened here without the box: what another reader of the column would have to do.
    const decipher = createDecipheriv('aes-256-gcm', KEY, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(ACCOUNT));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    assert.equal(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8'), secret);
  });

  it('a ring: the first key seals, every key opens, a v1 secret (no key id) opens under whichever key sealed it', function () {
    const other = Buffer.alloc(32, 9).toString('base64');
    const ring = createSecretBox(`${other},${KEY.toString('base64')}`);
    assert.deepEqual(ring.keyIds, [createSecretBox(other).sealingKeyId, box.sealingKeyId]);
    const secret = whsec();
    assert.equal(ring.open(box.seal(secret, ACCOUNT), ACCOUNT), secret, 'sealed under the old key');
    assert.equal(ring.keyIdOf(ring.seal(secret, ACCOUNT)), ring.sealingKeyId);
    assert.throws(() => box.open(ring.seal(secret, ACCOUNT), ACCOUNT), /sealed with key [0-9a-f]{16}, which WEBHOOK_SECRET_KEY does not hold/);
    // What the single key sealed before keys had ids: v1, no id.
    const [, , iv, ciphertext, tag] = box.seal(secret, ACCOUNT).split('.');
    const v1 = ['v1', iv, ciphertext, tag].join('.');
    assert.equal(ring.open(v1, ACCOUNT), secret);
    assert.equal(ring.keyIdOf(v1), null);
    assert.throws(() => createSecretBox(other).open(v1, ACCOUNT), /no key of WEBHOOK_SECRET_KEY opens this secret/);
    assert.throws(() => createSecretBox(`${other},${other}`), /names the same key twice/);
  });

  it('uses a fresh IV each time', function () {
    const secret = whsec();
    const ivs = new Set(Array.from({ length: 10 }, () => box.seal(secret, ACCOUNT).split('.')[2]));
    assert.equal(ivs.size, 10);
  });

  it('refuses a sealed secret that was altered, or sealed under another key', function () {
    const sealed = box.seal(whsec(), ACCOUNT);
    const [version, keyId, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const altered of [
      [version, keyId, flip(iv), ciphertext, tag],
      [version, keyId, iv, flip(ciphertext), tag],
      [version, keyId, iv, ciphertext, flip(tag)],
    ]) {
      assert.throws(() => box.open(altered.join('.'), ACCOUNT));
    }
    assert.throws(() => createSecretBox(Buffer.alloc(32, 8).toString('base64')).open(sealed, ACCOUNT));
  });

  it('refuses what is not a sealed secret, by its shape', function () {
    const [, , iv, ciphertext, tag] = box.seal(whsec(), ACCOUNT).split('.') as [string, string, string, string, string];
    for (const bad of [
      '',
      'whsec_abc',
      `v2.${iv}.${ciphertext}.${tag}`,
      `v1..${ciphertext}.${tag}`,
      `v1.${iv}..${tag}`,
      `v1.${iv}.${ciphertext}.`,
      `v1.${iv}.${ciphertext}`,
    ]) {
      assert.throws(() => box.open(bad, ACCOUNT), /^Error: not a sealed webhook secret$/, bad);
    }
  });

  it('takes only a 32-byte key', function () {
    for (const key of [Buffer.alloc(31), Buffer.alloc(33), Buffer.alloc(0)]) {
      assert.throws(() => createSecretBox(key.toString('base64')), /^Error: WEBHOOK_SECRET_KEY must be 32 bytes, base64-encoded$/);
    }
    assert.doesNotThrow(() => createSecretBox(randomBytes(32).toString('base64')));
  });
});

describe('webhook signing: Standard Webhooks headers', function () {
  const id = 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W';
  const body = '{"event":"booking_confirmation","booking":{"id":"b-1"}}';
  const at = new Date('2026-03-01T10:00:00.999Z');
  const seconds = Math.floor(at.getTime() / 1000);

  it('sends the id and the timestamp in whole seconds, rounded down', function () {
    const headers = signatureHeaders(id, body, [whsec()], at);
    assert.equal(headers['webhook-id'], id);
    assert.equal(headers['webhook-timestamp'], '1772359200');
    assert.equal(headers['webhook-timestamp'], String(seconds));
  });

  it('signs with each secret, newest first, space-separated', function () {
    const [newest, older] = [whsec(), whsec()];
    const headers = signatureHeaders(id, body, [newest, older], at);
    assert.equal(headers['webhook-signature'], `${expectedSignature(newest, id, seconds, body)} ${expectedSignature(older, id, seconds, body)}`);
    assert.equal(signatureHeaders(id, body, [older], at)['webhook-signature'], expectedSignature(older, id, seconds, body));
  });

  it('sends no signature header at all without a secret', function () {
    assert.deepEqual(signatureHeaders(id, body, [], at), { 'webhook-id': id, 'webhook-timestamp': String(seconds) });
  });

  it('verifies with the Standard Webhooks library, under either secret of a rotation', function () {
    const [newest, older] = [whsec(), whsec()];
    const headers = { ...signatureHeaders(id, body, [newest, older]) };
    assert.deepEqual(new Webhook(newest).verify(body, headers), JSON.parse(body));
    assert.deepEqual(new Webhook(older).verify(body, headers), JSON.parse(body));
    assert.throws(() => new Webhook(whsec()).verify(body, headers));
    assert.throws(() => new Webhook(newest).verify(`${body} `, headers));
  });
});

describe('webhook signing: the reference supplier’s check', function () {
  const body = '{"event":"booking_update"}';
  const bytes = Buffer.from(body);
  const refused = (f: () => void) => assert.throws(f, (err: unknown) => err instanceof Refusal && err.code === 'INVALID_SIGNATURE' && err.status === 401);

  it('takes every notification when it has no secret', function () {
    for (const secret of [undefined, '']) {
      assert.equal(checkSignature(secret, bytes, {}), undefined);
      assert.equal(checkSignature(secret, bytes, { 'webhook-signature': 'v1,forged' }), undefined);
    }
  });

  it('takes a notification signed with its secret, also when a header came as several lines', function () {
    const secret = whsec();
    const headers = signatureHeaders('msg_1', body, [whsec(), secret]);
    assert.doesNotThrow(() => checkSignature(secret, bytes, headers));
    const [first, second] = (headers['webhook-signature'] ?? '').split(' ') as [string, string];
    assert.doesNotThrow(() => checkSignature(secret, bytes, { ...headers, 'webhook-signature': [first, second], 'x-unrelated': undefined }));
    assert.doesNotThrow(() => checkSignature(secret, bytes, { ...headers, 'webhook-id': ['msg_1'] }));
  });

  it('refuses 401 INVALID_SIGNATURE: another secret, other bytes, an old timestamp, a header missing', function () {
    const secret = whsec();
    const headers = signatureHeaders('msg_2', body, [secret]);
    refused(() => checkSignature(whsec(), bytes, headers));
    refused(() => checkSignature(secret, Buffer.from(`${body} `), headers));
    refused(() => checkSignature(secret, bytes, signatureHeaders('msg_2', body, [secret], new Date(Date.now() - 3600_000))));
    refused(() => checkSignature(secret, bytes, { ...headers, 'webhook-signature': undefined }));
    refused(() => checkSignature(secret, bytes, { ...headers, 'webhook-id': 'msg_other' }));
  });
});
