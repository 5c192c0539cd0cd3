/**
 * Issue 42 §3: the signature test vector published in docs/SUPPLIERS.md ("Verifying a
 * notification"), read from the guide itself, against the marketplace's signer: the vector a
 * receiver in any language checks its code with is the one our notifications are signed by.
 * Stack-free.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SIGNATURE_TEST_VECTOR } from '../../src/openapi/examples/notifications.ts';
import { signatureHeaders } from '../../src/signing/secrets.ts';

const guide = readFileSync(fileURLToPath(new URL('../../docs/SUPPLIERS.md', import.meta.url)), 'utf8');

/** The `name  value` lines of the fenced block after the comment naming it. */
function vectorBlock(marker: string): Record<string, string> {
  const at = guide.indexOf(`<!-- ${marker}: test/webhooks/testVector.test.ts reads this block -->`);
  assert.ok(at >= 0, `no "${marker}" block in docs/SUPPLIERS.md`);
  const block = /```text\n([\s\S]*?)\n```/.exec(guide.slice(at))?.[1];
  assert.ok(block, `the "${marker}" block has no text`);
  return Object.fromEntries(
    block.split('\n').map((line) => {
      const [, name, value] = /^(\S(?:.*?\S)?)\s{2,}(\S.*)$/.exec(line) ?? [];
      assert.ok(name && value, `not a "name  value" line: ${line}`);
      return [name, value];
    }),
  );
}

describe('the published signature test vector (issue 42 §3)', function () {
  const vector = vectorBlock('signature test vector');
  const rotation = vectorBlock('signature rotation test vector');
  const at = new Date(Number(vector['webhook-timestamp']) * 1000);

  it('is the vector the OpenAPI documents show, in the guide as in the code', function () {
    assert.deepEqual(
      {
        secret: vector.secret,
        id: vector['webhook-id'],
        timestamp: vector['webhook-timestamp'],
        body: vector.body,
        signature: vector['webhook-signature'],
        rotation: { newSecret: rotation['new secret'], signature: rotation['webhook-signature'] },
      },
      SIGNATURE_TEST_VECTOR,
    );
    assert.equal(rotation['old secret'], vector.secret);
    // The key is the secret's base64 part, decoded: the guide shows its bytes.
    assert.equal(Buffer.from(vector.secret!.slice('whsec_'.length), 'base64').toString('hex'), vector['key (hex)']);
  });

  it('our signer gives the published signature for the published secret, id, timestamp and body', function () {
    const headers = signatureHeaders(vector['webhook-id']!, vector.body!, [vector.secret!], at);
    assert.deepEqual(headers, {
      'webhook-id': vector['webhook-id'],
      'webhook-timestamp': vector['webhook-timestamp'],
      'webhook-signature': vector['webhook-signature'],
    });
  });

  it('during a rotation, signs with both secrets, newest first, space-separated: the published header', function () {
    const headers = signatureHeaders(vector['webhook-id']!, vector.body!, [rotation['new secret']!, rotation['old secret']!], at);
    assert.equal(headers['webhook-signature'], rotation['webhook-signature']);
    assert.equal(headers['webhook-signature']!.split(' ')[1], vector['webhook-signature'], 'the old secret’s signature is the single one');
  });

  it('keyed with the whole whsec_ string instead, the signature differs (the mistake the guide warns of)', function () {
    const wrongKey = `whsec_${Buffer.from(vector.secret!).toString('base64')}`;
    assert.notEqual(signatureHeaders(vector['webhook-id']!, vector.body!, [wrongKey], at)['webhook-signature'], vector['webhook-signature']);
  });
});
