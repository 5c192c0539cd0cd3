import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { createNotificationActivities } from '../../activities/notifications/index.ts';
import { notificationDispatcherFor } from '../../activities/notifications/dispatcher.ts';
import type { DeliveryDeps } from '../../activities/notifications/deliver.ts';
import { Account, Notification, WebhookSecret } from '../../src/db/entities/index.ts';
import { pruneDeliveryLog } from '../../src/notifications/log.ts';
import { createSecretBox } from '../../src/signing/secretBox.ts';
import type { RecordedRequest } from '../helpers/fakeSupplier.ts';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { createAccount } from '../helpers/accounts.ts';
import { startHarness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, received } from '../helpers/supplierBehaviour.ts';

const em = () => testStack().db.fork();

/** Verifies as a receiver would, with the Standard Webhooks library: throws unless a signature matches. */
const verify = (secret: string, request: RecordedRequest) => new Webhook(secret).verify(request.rawBody, request.headers);

/** The worker's notification activities on these deps, with a dispatcher of their own (unused: these tests deliver one attempt). */
const notificationActivities = (deps: DeliveryDeps) => createNotificationActivities({ ...deps, dispatcher: notificationDispatcherFor(deps) });

describe('webhooks (issue 13)', function () {
  this.timeout(60_000);
  const logLines: string[] = [];
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld({ logLines });
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  /** Starts an account over without secrets (earlier tests' secrets would still be signing). */
  const clearSecrets = (email: string) =>
    em().getConnection().execute('delete from webhook_secret where account_id = (select id from account where email = ?)', [email]);
  const rotate = (auth = w.owner.auth) => w.api.call('POST', '/v1/account/webhook_secret', { auth });
  /** What the owner's delivery log says signed the notification with this webhook-id. */
  const signedWith = async (request: RecordedRequest) =>
    (await w.api.call('GET', `/v1/notifications/${request.headers['webhook-id']}`, { auth: w.owner.auth })).body.signed_with as number[] | null;
  /** Books a freesale ticket and waits for the owner's confirmation notification of it. */
  async function notifiedBooking() {
    const reference = `WH-${randomUUID().slice(0, 8)}`;
    const booking = await w.freesale({ reference });
    const request = await received(w.ownerInbox, '/booking_confirmation', {
      matches: (r) => (r.body as { agent_reference?: string }).agent_reference === reference,
      ms: 15_000,
      what: 'confirmation notification at the owner',
    });
    return { booking, reference, request };
  }

  describe('signatures (Standard Webhooks)', function () {
    it('signs every notification with the recipient’s secret, verifiable with the library; the secret is shown once and stored sealed', async function () {
      assert.equal((await w.api.call('POST', '/v1/account/webhook_secret')).status, 401);
      const made = await rotate();
      assert.equal(made.status, 200, JSON.stringify(made.body));
      assert.match(made.body.webhook_secret, /^whsec_[A-Za-z0-9+/=]{32}$/);
      assert.equal(made.body.previous_secret_expires, null);
      const rows = await em().getConnection().execute<{ sealed: string }[]>('select sealed from webhook_secret');
      assert.ok(rows.length > 0);
      const raw = made.body.webhook_secret.slice('whsec_'.length);
      for (const row of rows) assert.ok(!row.sealed.includes(raw), 'the secret is stored in the clear');
      // Never again: the account answer does not carry it.
      assert.ok(!JSON.stringify((await w.api.call('GET', '/v1/account', { auth: w.owner.auth })).body).includes(raw));

      const { request } = await notifiedBooking();
      assert.ok(verify(made.body.webhook_secret, request));
      // The webhook-id is the notification's id, as is the Idempotency-Key.
      assert.equal(request.headers['webhook-id'], request.headers['idempotency-key']);
      assert.ok(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000) < 60);
      // A body changed in transit, or another secret, fails.
      assert.throws(() => new Webhook(made.body.webhook_secret).verify(`${request.rawBody} `, request.headers));
      assert.throws(() => verify(`whsec_${Buffer.alloc(24, 1).toString('base64')}`, request));
      for (const line of logLines) assert.ok(!line.includes(raw), 'a log line holds the secret');
    });

    it('signs with the old and the new secret for 24 hours after a rotation, then with the new only', async function () {
      await clearSecrets(w.owner.email);
      const made = await rotate();
      assert.equal(made.body.generation, 1);
      const first = made.body.webhook_secret as string;
      const second = await rotate();
      assert.equal(second.status, 200);
      assert.equal(second.body.generation, 2);
      const expires = Date.parse(second.body.previous_secret_expires);
      assert.ok(Math.abs(expires - (Date.now() + 24 * 3600_000)) < 60_000, 'the old secret signs for 24 hours');

      const during = (await notifiedBooking()).request;
      assert.equal(during.headers['webhook-signature']?.split(' ').length, 2);
      assert.ok(verify(first, during), 'a receiver still on the old secret verifies it');
      assert.ok(verify(second.body.webhook_secret, during), 'a receiver on the new secret verifies it');
      // The delivery log names the secrets that signed it, by generation, newest first.
      assert.deepEqual(await signedWith(during), [2, 1]);

      // A third rotation within the day: the newest two sign, the first no longer.
      const thirdMade = await rotate();
      assert.equal(thirdMade.body.generation, 3);
      const third = thirdMade.body.webhook_secret as string;
      const twice = (await notifiedBooking()).request;
      assert.deepEqual(await signedWith(twice), [3, 2]);
      assert.equal(twice.headers['webhook-signature']?.split(' ').length, 2);
      assert.ok(verify(third, twice));
      assert.ok(verify(second.body.webhook_secret, twice));
      assert.throws(() => verify(first, twice));

      // A day later the replaced one has stopped signing.
      const owner = await em().getConnection().execute<{ id: string }[]>('select id from account where email = ?', [w.owner.email]);
      await em()
        .getConnection()
        .execute("update webhook_secret set retires_at = now() - interval '1 second' where account_id = ? and retires_at is not null", [owner[0]!.id]);
      const after = (await notifiedBooking()).request;
      assert.equal(after.headers['webhook-signature']?.split(' ').length, 1);
      assert.ok(verify(third, after));
      assert.throws(() => verify(second.body.webhook_secret, after));
      assert.deepEqual(await signedWith(after), [3]);
    });

    it('leaves exactly one current secret when two rotations race', async function () {
      const [a, b] = await Promise.all([rotate(w.delegate.auth), rotate(w.delegate.auth)]);
      assert.deepEqual([a.status, b.status], [200, 200]);
      const delegate = await em().getConnection().execute<{ id: string }[]>('select id from account where email = ?', [w.delegate.email]);
      const current = await em().count(WebhookSecret, { accountId: delegate[0]!.id, retiresAt: null });
      assert.equal(current, 1);
      assert.equal(Math.abs(a.body.generation - b.body.generation), 1, 'each rotation its own generation');
    });

    it('sends webhook-id and webhook-timestamp unsigned to a recipient without a secret', async function () {
      await clearSecrets(w.owner.email);
      const { request } = await notifiedBooking();
      assert.equal(request.headers['webhook-id'], request.headers['idempotency-key']);
      assert.ok(request.headers['webhook-timestamp']);
      assert.equal(request.headers['webhook-signature'], undefined);
      // The delivery log says so: signed by none of the account's secrets, since it has none.
      assert.deepEqual(await signedWith(request), []);
    });

    it('says Marketplace-Mode: live on a live notification (a receiver shared with test mode never reads a missing header), and nothing on a live callback', async function () {
      const { request, reference } = await notifiedBooking();
      assert.equal(request.headers['marketplace-mode'], 'live');
      const confirmed = w.ownerCallbacks.requests.find(
        (r) => r.path === '/booking_confirmation' && (r.body as { reference?: string } | null)?.reference === reference,
      );
      assert.ok(confirmed, 'the owner’s callback was called');
      assert.equal(confirmed.headers['marketplace-mode'], undefined, 'the contract’s calls stay exactly as they were');
    });

    it('holds a notification back, retrying, when the worker cannot open the recipient’s secret (no WEBHOOK_SECRET_KEY)', async function () {
      await rotate();
      const { request } = await notifiedBooking();
      const id = request.headers['webhook-id']!;
      const activities = notificationActivities({
        db: testStack().db,
        suppliers: w.api.suppliers,
        logger: w.api.logger,
      });
      const before = w.ownerInbox.requests.length;
      await assert.rejects(activities.deliverNotification({ notificationId: id, idempotencyKey: id, again: true }), /WEBHOOK_SECRET_KEY/);
      assert.equal(w.ownerInbox.requests.length, before, 'sent unsigned');
      assert.match((await em().findOneOrFail(Notification, { id })).lastStatus ?? '', /^NOT_SENT/);
      assert.equal(await signedWith(request), null, 'nothing signed it');
    });

    it('holds a notification back when its secret was sealed under another WEBHOOK_SECRET_KEY, and says so in the log', async function () {
      await rotate();
      const { request } = await notifiedBooking();
      const id = request.headers['webhook-id']!;
      const activities = notificationActivities({
        db: testStack().db,
        suppliers: w.api.suppliers,
        logger: w.api.logger,
        webhookSecrets: createSecretBox(Buffer.alloc(32, 9).toString('base64')),
      });
      const before = w.ownerInbox.requests.length;
      await assert.rejects(activities.deliverNotification({ notificationId: id, idempotencyKey: id, again: true }), /cannot be opened/);
      assert.equal(w.ownerInbox.requests.length, before, 'sent unsigned');
      const entry = (await w.api.call('GET', `/v1/notifications/${id}`, { auth: w.owner.auth })).body;
      assert.match(entry.last_status, /^NOT_SENT: a secret cannot be opened/);
      assert.equal(entry.signed_with, null);
    });

    it('answers 503 WEBHOOKS_NOT_CONFIGURED where no WEBHOOK_SECRET_KEY is set, and makes nothing', async function () {
      const bare = await startHarness({ worker: false, webhookSecrets: null });
      try {
        const before = await em().count(WebhookSecret, {});
        const res = await bare.call('POST', '/v1/account/webhook_secret', { auth: w.agent.auth });
        assert.deepEqual([res.status, res.body], [503, { error: 'WEBHOOKS_NOT_CONFIGURED' }]);
        assert.equal(await em().count(WebhookSecret, {}), before);
      } finally {
        await bare.stop();
      }
    });
  });

  describe('the delivery log and redelivery', function () {
    const log = (query = '', auth = w.owner.auth) => w.api.call('GET', `/v1/notifications${query}`, { auth });

    it('lists the caller’s notifications with their attempts, last status and delivery, filtered and paged; nobody else’s', async function () {
      const { reference, request } = await notifiedBooking();
      const id = request.headers['webhook-id']!;
      const entry = await eventually(
        async () => {
          const found = (await log(`?booking=${reference}`)).body.find((e: { id: string }) => e.id === id);
          assert.equal(found?.status, 'delivered');
          return found;
        },
        10_000,
        'the delivered entry',
      );
      assert.equal(entry.event, 'booking_confirmation');
      assert.equal(entry.agent_reference, reference);
      assert.equal(entry.attempts, 1);
      assert.equal(entry.last_status, '200');
      assert.ok(entry.delivered && entry.last_attempt && entry.created);
      assert.equal(entry.next_attempt, null);

      const page = await log('?limit=1&event=booking_confirmation&status=delivered');
      assert.equal(page.body.length, 1);
      assert.ok(Number(page.headers.get('x-total-count')) >= 1);
      assert.equal((await log(`?booking=${reference}&status=pending`)).body.length, 0);
      // The agent receives no notification of it, and cannot read the owner's.
      assert.equal((await log(`?booking=${reference}`, w.agent.auth)).body.length, 0);
      const foreign = await w.api.call('GET', `/v1/notifications/${id}`, { auth: w.agent.auth });
      assert.deepEqual([foreign.status, foreign.body], [404, { error: 'NOTIFICATION_NOT_FOUND' }]);
      assert.equal((await w.api.call('GET', `/v1/notifications/${id}`, { auth: w.owner.auth })).body.id, id);
      assert.equal((await w.api.call('GET', '/v1/notifications/not-a-uuid', { auth: w.owner.auth })).status, 400);
    });

    it('shows a receiver that keeps failing: pending with its last status and next attempt, then failed after four days, kept for the delivery log’s retention', async function () {
      w.ownerInbox.failNext(1000, 503, '/booking_confirmation');
      const reference = `FAIL-${randomUUID().slice(0, 8)}`;
      await w.freesale({ reference });
      const pending = await eventually(
        async () => {
          const found = (await log(`?booking=${reference}`)).body[0];
          assert.ok(found?.attempts >= 2, `attempts: ${found?.attempts}`);
          return found;
        },
        15_000,
        'two failed attempts',
      );
      assert.equal(pending.status, 'pending');
      assert.equal(pending.last_status, '503 SERVER_ERROR');
      assert.ok(Date.parse(pending.next_attempt) >= Date.parse(pending.last_attempt));
      assert.equal(pending.delivered, null);

      // Four days on, the retries have run out: still listed, as failed.
      await em().getConnection().execute(`update notification set created_at = now() - interval '5 days' where id = ?`, [pending.id]);
      const failed = (await log(`?booking=${reference}&status=failed`)).body;
      assert.equal(failed.length, 1);
      assert.deepEqual([failed[0].status, failed[0].next_attempt], ['failed', null]);
    });

    it('pages by cursor (after = X-Next-Cursor), newest first, each entry once; keeps DELIVERY_LOG_RETENTION_DAYS, pruned oldest first', async function () {
      const account = await createAccount(w.api);
      const recipient = { ...account, id: (await em().findOneOrFail(Account, { email: account.email })).id };
      const rows = Array.from({ length: 5 }, (_, i) => i);
      // Five entries of their own, two of them queued in the same microsecond.
      for (const i of rows) {
        await em()
          .getConnection()
          .execute(
            `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at, delivered_at, attempts)
             values (gen_random_uuid(), ?, null, 'test', ?, '{}', now() - make_interval(mins => ?), now(), 1)`,
            [`paging-${recipient.id}-${i}`, recipient.id, i === 4 ? 3 : i],
          );
      }
      const all = await log('?limit=50', recipient.auth);
      assert.equal(all.headers.get('x-total-count'), '5');
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 10; page++) {
        const res = await log(`?limit=2${after ? `&after=${after}` : '&count=false'}`, recipient.auth);
        assert.equal(res.headers.get('x-total-count'), null);
        seen.push(...res.body.map((e: { id: string }) => e.id));
        after = res.headers.get('x-next-cursor');
        if (!after) break;
      }
      assert.deepEqual(
        seen,
        all.body.map((e: { id: string }) => e.id),
      );
      const both = await log(`?offset=1&after=${encodeURIComponent('1764000000000000_00000000-0000-4000-8000-000000000001')}`, recipient.auth);
      assert.equal(both.status, 400);
      assert.match(both.headers.get('error-detail') ?? '', /^offset: /);

      // Past the retention (90 days by default): gone at the next prune, in batches, the recent ones kept.
      await em()
        .getConnection()
        .execute(`update notification set created_at = now() - interval '91 days' where dedupe_key = ?`, [`paging-${recipient.id}-0`]);
      const pruned = await pruneDeliveryLog(em(), 90, { batchRows: 1, budgetMs: 60_000 });
      assert.ok(pruned.deleted >= 1 && pruned.batches >= 2 && pruned.exhausted, JSON.stringify(pruned));
      assert.equal((await log('?limit=50', recipient.auth)).headers.get('x-total-count'), '4');
      assert.throws(() => pruneDeliveryLog(em(), 4), /longer than notifications are retried/);
    });

    it('redelivers on request, delivered or not, with the same webhook-id and Idempotency-Key', async function () {
      const secret = (await rotate()).body.webhook_secret as string;
      const { request } = await notifiedBooking();
      const id = request.headers['webhook-id']!;
      await eventually(async () => assert.ok((await em().findOneOrFail(Notification, { id })).deliveredAt, 'delivered_at not set'), 10_000, 'delivered');
      const before = w.ownerInbox.requests.filter((r) => r.headers['webhook-id'] === id).length;
      const res = await w.api.call('POST', `/v1/notifications/${id}/redeliver`, { auth: w.owner.auth });
      assert.equal(res.status, 202, JSON.stringify(res.body));
      assert.equal(res.body.id, id);
      const again = await eventually(
        () => {
          const found = w.ownerInbox.requests.filter((r) => r.headers['webhook-id'] === id).at(before);
          assert.ok(found, 'no redelivery at the owner');
          return found;
        },
        15_000,
        'the redelivery',
      );
      assert.equal(again.headers['idempotency-key'], request.headers['idempotency-key']);
      assert.equal(again.rawBody, request.rawBody);
      assert.ok(verify(secret, again), 'the redelivery is signed too');
      const entry = await eventually(
        async () => {
          const found = (await w.api.call('GET', `/v1/notifications/${id}`, { auth: w.owner.auth })).body;
          assert.ok(found.attempts >= 2, `attempts: ${found.attempts}`);
          return found;
        },
        10_000,
        'the attempt counted',
      );
      assert.equal(entry.status, 'delivered');

      const unknown = await w.api.call('POST', `/v1/notifications/${randomUUID()}/redeliver`, { auth: w.owner.auth });
      assert.deepEqual([unknown.status, unknown.body], [404, { error: 'NOTIFICATION_NOT_FOUND' }]);
      const foreign = await w.api.call('POST', `/v1/notifications/${id}/redeliver`, { auth: w.agent.auth });
      assert.equal(foreign.status, 404);
    });
  });
});
