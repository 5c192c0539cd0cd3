import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { responseOf, verifyNotification, WebhookVerificationError } from '../../clients/typescript/src/index.ts';
import { agentApiDocument } from '../../src/openapi/document.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import type { RecordedRequest } from '../helpers/fakeSupplier.ts';
import { recordedClient } from '../helpers/marketplaceClient.ts';
import { documentSchemas } from '../helpers/openapiCheck.ts';
import { received, serveNotifications } from '../helpers/supplierBehaviour.ts';

const schemas = documentSchemas(agentApiDocument() as object, 'openapi.json');
/** The body as the document's `webhooks` describe that event. */
function assertDocumented(event: string, body: unknown) {
  const validate = schemas.at('webhooks', event, 'post', 'requestBody', 'content', 'application/json', 'schema');
  assert.ok(validate(body), `${event}: ${schemas.errors(validate)}`);
}

async function refusal(promise: Promise<unknown>): Promise<WebhookVerificationError> {
  const err = await promise.then(
    () => assert.fail('verified'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof WebhookVerificationError, String(err));
  return err;
}

const otherSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * verifyNotification on notifications the API really sent: delivered by its worker to the suite's
 * HTTPS receiver, signed by the server's own signing code (the standardwebhooks library).
 */
describe('the typed client: verifying notifications', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld();
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  /** The agent sends itself a test notification; what its receiver got. */
  async function testNotification(): Promise<RecordedRequest> {
    w.agentInbox.reset();
    serveNotifications(w.agentInbox);
    const entry = await recordedClient(w.api.baseUrl, w.agent).sendTestNotification();
    assert.equal(entry.status, 'delivered', JSON.stringify(entry));
    return received(w.agentInbox, '/test');
  }

  it('a real notification verifies, typed; one byte changed, a stale timestamp or no signature does not', async function () {
    const agent = recordedClient(w.api.baseUrl, w.agent);
    const { webhook_secret: secret } = await agent.rotateWebhookSecret();
    const got = await testNotification();
    const verified = await verifyNotification(got.headers, got.rawBody, secret);
    assert.equal(verified.event, 'test');
    if (verified.event !== 'test') return;
    assert.deepEqual([verified.body.event, verified.body.account], ['test', w.agent.email]);
    assert.equal(verified.id, got.headers['webhook-id']);
    assert.equal(verified.timestamp.getTime(), Number(got.headers['webhook-timestamp']) * 1000);
    assertDocumented('test', verified.body);
    // The exact bytes, however they are held.
    assert.equal((await verifyNotification(new Headers(got.headers), Buffer.from(got.rawBody), [secret])).id, verified.id);

    const bytes = Buffer.from(got.rawBody);
    for (const at of [0, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[at] = tampered[at]! ^ 0x01;
      assert.equal((await refusal(verifyNotification(got.headers, tampered, secret))).reason, 'bad-signature', `byte ${at} changed`);
    }
    assert.equal((await refusal(verifyNotification(got.headers, got.rawBody, otherSecret()))).reason, 'bad-signature');
    const signedAt = Number(got.headers['webhook-timestamp']) * 1000;
    assert.equal((await verifyNotification(got.headers, got.rawBody, secret, { now: signedAt + 299_000 })).id, verified.id);
    assert.equal((await refusal(verifyNotification(got.headers, got.rawBody, secret, { now: signedAt + 301_000 }))).reason, 'stale-timestamp');
    assert.equal((await refusal(verifyNotification(got.headers, got.rawBody, secret, { now: signedAt - 301_000 }))).reason, 'stale-timestamp');
    const { 'webhook-signature': _, ...unsigned } = got.headers;
    assert.equal((await refusal(verifyNotification(unsigned, got.rawBody, secret))).reason, 'unsigned');
  });

  it('during a rotation, one signed with both secrets verifies with either', async function () {
    const agent = recordedClient(w.api.baseUrl, w.agent);
    const { webhook_secret: old } = await agent.rotateWebhookSecret();
    const { webhook_secret: current, generation } = await agent.rotateWebhookSecret();
    const got = await testNotification();
    assert.equal(got.headers['webhook-signature']?.split(' ').length, 2, 'signed by both for the 24 hours after a rotation');
    assert.equal((await verifyNotification(got.headers, got.rawBody, old)).secretIndex, 0);
    assert.equal((await verifyNotification(got.headers, got.rawBody, current)).secretIndex, 0);
    assert.equal((await verifyNotification(got.headers, got.rawBody, [otherSecret(), current])).secretIndex, 1);
    assert.equal((await verifyNotification(got.headers, got.rawBody, [otherSecret(), old])).secretIndex, 1);
    assert.equal((await refusal(verifyNotification(got.headers, got.rawBody, [otherSecret(), otherSecret()]))).reason, 'bad-signature');
    const [logged] = await (async () => {
      const out = [];
      for await (const d of agent.notifications({ event: 'test', pageSize: 1 })) {
        out.push(d);
        break;
      }
      return out;
    })();
    assert.deepEqual(logged?.signed_with, [generation, generation - 1]);
  });

  it('booking notifications: typed by the path they came to; a redemption by its body alone', async function () {
    const owner = recordedClient(w.api.baseUrl, w.owner);
    const agent = recordedClient(w.api.baseUrl, w.agent);
    const { webhook_secret: ownerSecret } = await owner.rotateWebhookSecret();
    const { webhook_secret: agentSecret } = await agent.rotateWebhookSecret();
    const reference = `HOOK-${randomUUID().slice(0, 8)}`;
    // Today in the product's zone, so that its ticket can be redeemed.
    const booking = await agent.confirmBooking({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', date: w.today(), adult: 1, reference });
    const barcode = booking.tickets[0]!.barcode;
    await owner.redeem(barcode);

    const confirmation = await received(w.ownerInbox, '/booking_confirmation', {
      matches: (r) => (r.body as { agent_reference?: string }).agent_reference === reference,
    });
    const told = await verifyNotification(confirmation.headers, confirmation.rawBody, ownerSecret, { path: `https://receiver.example${confirmation.path}` });
    assert.equal(told.event, 'booking_confirmation');
    if (told.event === 'booking_confirmation') {
      assert.deepEqual([told.body.agent_reference, told.body.supplier_reference, told.body.error], [reference, booking.reference, undefined]);
    }
    assertDocumented('booking_confirmation', told.body);
    await assert.rejects(verifyNotification(confirmation.headers, confirmation.rawBody, ownerSecret), /share one body: pass \{ path \}/);
    await assert.rejects(
      verifyNotification(confirmation.headers, confirmation.rawBody, agentSecret),
      WebhookVerificationError,
      'the owner’s notification is not the agent’s',
    );

    const redemption = await received(w.agentInbox, '/ticket_redemption', { matches: (r) => (r.body as { reference?: string }).reference === reference });
    const redeemed = await verifyNotification(redemption.headers, redemption.rawBody, agentSecret);
    assert.equal(redeemed.event, 'ticket_redemption');
    if (redeemed.event === 'ticket_redemption') {
      assert.deepEqual([redeemed.body.reference, redeemed.body.ticket.barcode, redeemed.body.tickets[0]?.redeemed], [reference, barcode, true]);
    }
    assertDocumented('ticket_redemption', redeemed.body);
  });
  it('an agent’s cancellation (booking_cancellation): typed by the path it came to, and its body alone is refused as ambiguous', async function () {
    const owner = recordedClient(w.api.baseUrl, w.owner);
    const agent = recordedClient(w.api.baseUrl, w.agent);
    const { webhook_secret: ownerSecret } = await owner.rotateWebhookSecret();
    const reference = `CANC-${randomUUID().slice(0, 8)}`;
    const booking = await agent.confirmBooking({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', date: FAR, adult: 1, reference });
    assert.deepEqual(await agent.cancelBooking(reference), {});

    const delivered = await received(w.ownerInbox, '/booking_cancellation', {
      matches: (r) => (r.body as { agent_reference?: string }).agent_reference === reference,
    });
    const told = await verifyNotification(delivered.headers, delivered.rawBody, ownerSecret, { path: `https://receiver.example${delivered.path}` });
    assert.equal(told.event, 'booking_cancellation');
    if (told.event === 'booking_cancellation') {
      assert.deepEqual([told.body.agent_reference, told.body.supplier_reference, told.body.cancelled], [reference, booking.reference, true]);
    }
    assert.equal(told.id, delivered.headers['webhook-id']);
    assertDocumented('booking_cancellation', told.body);
    // Its body is a booking's, as a confirmation's and an update's are: only the path tells them apart.
    await assert.rejects(verifyNotification(delivered.headers, delivered.rawBody, ownerSecret), /share one body: pass \{ path \}/);
    // The path types it; it does not vouch for it: a changed body is still refused.
    const tampered = Buffer.from(delivered.rawBody);
    tampered[tampered.length - 2] = tampered[tampered.length - 2]! ^ 0x01;
    const path = { path: `https://receiver.example${delivered.path}` };
    assert.equal((await refusal(verifyNotification(delivered.headers, tampered, ownerSecret, path))).reason, 'bad-signature');
  });

  it('an availability notice (availability.updated): a real delivery verifies, typed by its body alone or its path', async function () {
    const owner = recordedClient(w.api.baseUrl, w.owner);
    const agent = recordedClient(w.api.baseUrl, w.agent);
    const { webhook_secret: agentSecret } = await agent.rotateWebhookSecret();
    await agent.updateAccount({ availability_notifications: true });
    try {
      // A date of its own, so that the notice is this push's (notices gather a product's changes for a few seconds).
      const date = '2031-07-14';
      const pushed = await owner.pushAvailabilityChange({ product: 'BOAT', dates: [date] });
      const delivered = await received(w.agentInbox, '/availability.updated', {
        matches: (r) => ((r.body as { dates?: string[] }).dates ?? []).includes(date),
      });
      const told = await verifyNotification(delivered.headers, delivered.rawBody, agentSecret);
      assert.equal(told.event, 'availability.updated', 'its body alone says what it is');
      if (told.event === 'availability.updated') {
        assert.deepEqual([told.body.supplier, told.body.product, told.body.option], [w.owner.email, 'BOAT', null]);
        assert.ok(told.body.dates.includes(date), JSON.stringify(told.body));
        assert.ok(told.body.sequence >= pushed.sequence, `notice ${told.body.sequence}, push ${pushed.sequence}`);
      }
      assertDocumented('availability.updated', told.body);
      const byPath = await verifyNotification(delivered.headers, delivered.rawBody, agentSecret, { path: `https://receiver.example${delivered.path}` });
      assert.deepEqual([byPath.event, byPath.id], ['availability.updated', told.id]);
      assert.equal((await refusal(verifyNotification(delivered.headers, delivered.rawBody, otherSecret()))).reason, 'bad-signature');
    } finally {
      await agent.updateAccount({ availability_notifications: false });
    }
  });

  it('a supplier’s cancellation (booking.cancelled_by_supplier): a real delivery verifies, typed by its path or its body alone; one byte changed does not', async function () {
    const owner = recordedClient(w.api.baseUrl, w.owner);
    const agent = recordedClient(w.api.baseUrl, w.agent);
    const { webhook_secret: agentSecret } = await agent.rotateWebhookSecret();
    const reference = `SUPC-${randomUUID().slice(0, 8)}`;
    const booking = await agent.confirmBooking({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', date: FAR, adult: 2, reference });
    const message = 'The museum is closed that day for repairs.';
    // The supplier cancels through the client too, by its own reference.
    const cancelled = await owner.cancelBookingAsSupplier({ booking: booking.reference, reason: 'VENUE_CLOSED', message });
    assert.deepEqual(
      [cancelled.status, cancelled.cancelled_by, cancelled.cancellation_reason, cancelled.refund?.percent],
      ['cancelled', 'supplier', 'VENUE_CLOSED', 100],
    );
    assert.match(responseOf(cancelled)?.idempotencyKey ?? '', /^[0-9a-f-]{36}$/);

    const delivered = await received(w.agentInbox, '/booking.cancelled_by_supplier', {
      matches: (r) => (r.body as { agent_reference?: string }).agent_reference === reference,
    });
    const byPath = await verifyNotification(delivered.headers, delivered.rawBody, agentSecret, { path: `https://receiver.example${delivered.path}` });
    assert.equal(byPath.event, 'booking.cancelled_by_supplier');
    const told = await verifyNotification(delivered.headers, delivered.rawBody, agentSecret);
    assert.equal(told.event, 'booking.cancelled_by_supplier', 'its body alone says what it is');
    if (told.event === 'booking.cancelled_by_supplier') {
      assert.deepEqual(
        [told.body.agent_reference, told.body.supplier_reference, told.body.cancelled, told.body.cancelled_by, told.body.reason, told.body.message],
        [reference, booking.reference, true, 'supplier', 'VENUE_CLOSED', message],
      );
      assert.deepEqual([told.body.refund.percent, told.body.tickets.length], [100, 2]);
    }
    assert.equal(told.id, delivered.headers['webhook-id']);
    assertDocumented('booking.cancelled_by_supplier', told.body);

    const tampered = Buffer.from(delivered.rawBody);
    const at = tampered.indexOf('VENUE_CLOSED');
    tampered[at] = tampered[at]! ^ 0x01;
    assert.equal((await refusal(verifyNotification(delivered.headers, tampered, agentSecret))).reason, 'bad-signature');
    assert.equal((await refusal(verifyNotification(delivered.headers, delivered.rawBody, otherSecret()))).reason, 'bad-signature');
  });
});
