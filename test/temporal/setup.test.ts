import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { msToTs } from '@temporalio/common/lib/time.js';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { startHarness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

const run = promisify(execFile);
const ALL = 'MarketplaceAgent, MarketplaceSupplier, MarketplaceProduct, MarketplaceReference, MarketplaceAccount, MarketplaceOrder, MarketplaceMode';

/** `npm run ops -- temporal-setup` as an operator runs it: a real process, the TEMPORAL_* settings only. */
async function temporalSetup(namespace: string, more: Record<string, string> = {}) {
  return run(process.execPath, ['src/main/ops.ts', 'temporal-setup'], {
    env: { PATH: process.env.PATH ?? '', TEMPORAL_ADDRESS: testStack().temporal.address, TEMPORAL_NAMESPACE: namespace, ...more },
    timeout: 90_000,
  }).then(
    (done) => ({ code: 0, out: done.stdout + done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, out: failed.stdout + failed.stderr }),
  );
}

async function retentionDays(namespace: string): Promise<number> {
  const described = await testStack().temporal.client.workflowService.describeNamespace({ namespace });
  return Number(described.config?.workflowExecutionRetentionTtl?.seconds ?? 0) / 86_400;
}

/** The /ready of the API until its Temporal field reads `expected` (each answer serves a second). */
function readyWith(api: { call: BookingWorld['api']['call'] }, expected: string) {
  return eventually(
    async () => {
      const ready = await api.call('GET', '/ready');
      assert.equal(ready.body.temporal, expected);
      return ready;
    },
    10_000,
    `/ready to say temporal: ${expected}`,
  );
}

describe('Temporal not set up for the service: reported, 503 not 500, and set up by one command', function () {
  this.timeout(120_000);

  it('a namespace without our search attributes: /ready names them, reservations and bookings answer 503 with Retry-After; temporal-setup registers them and they work', async function () {
    const namespace = `bare-${randomUUID().slice(0, 8)}`;
    await testStack().temporal.client.workflowService.registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs('1 day') });
    let w: BookingWorld | undefined = await startBookingWorld({ namespace, worker: false });
    try {
      const ready = await readyWith(w.api, `missing search attributes: ${ALL}`);
      assert.equal(ready.status, 200, 'Postgres serves: the instance stays in the load balancer');
      assert.equal((await w.api.call('GET', '/ready?strict=true')).status, 503, 'unless asked to require Temporal');
      for (const res of [await w.reserve({}), await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0 })]) {
        assert.deepEqual([res.status, res.body], [503, { error: 'SERVICE_UNAVAILABLE' }]);
        assert.equal(res.headers.get('retry-after'), '5');
      }
      // What needs no Temporal goes on: the products come from the supplier.
      assert.equal((await w.api.call('GET', `/v1/products?supplier=${w.owner.email}`, { auth: w.agent.auth })).status, 200);
    } finally {
      await w.stop();
    }

    const setup = await temporalSetup(namespace);
    assert.equal(setup.code, 0, setup.out);
    assert.match(setup.out, new RegExp(`namespace ${namespace}: present`));
    // Registered with a day of retention elsewhere: set to the service's week.
    assert.match(setup.out, /retention 7 days: updated \(was 1 day\)/);
    assert.equal(await retentionDays(namespace), 7);
    for (const name of ALL.split(', ')) assert.match(setup.out, new RegExp(`search attribute ${name}: created`));

    w = await startBookingWorld({ namespace });
    try {
      await readyWith(w.api, 'ok');
      const held = await w.reserve({});
      assert.equal(held.status, 200, JSON.stringify(held.body));
    } finally {
      await w.stop();
    }
    // Idempotent: run again, everything is present.
    const again = await temporalSetup(namespace);
    assert.equal(again.code, 0, again.out);
    assert.doesNotMatch(again.out, /created|failed/);
  });

  it('no such namespace: /ready says so; temporal-setup registers it with the attributes', async function () {
    const namespace = `fresh-${randomUUID().slice(0, 8)}`;
    const api = await startHarness({ namespace, worker: false });
    try {
      await readyWith(api, `namespace ${namespace} not found`);
      const setup = await temporalSetup(namespace);
      assert.equal(setup.code, 0, setup.out);
      assert.match(setup.out, new RegExp(`namespace ${namespace}: created`));
      await readyWith(api, 'ok');
    } finally {
      await api.stop();
    }
  });

  it('applies TEMPORAL_RETENTION_DAYS to the namespace, and refuses a value that is no number of days', async function () {
    const namespace = `retention-${randomUUID().slice(0, 8)}`;
    const created = await temporalSetup(namespace, { TEMPORAL_RETENTION_DAYS: '3' });
    assert.equal(created.code, 0, created.out);
    assert.match(created.out, /retention 3 days: present/);
    assert.equal(await retentionDays(namespace), 3);
    const longer = await temporalSetup(namespace, { TEMPORAL_RETENTION_DAYS: '14' });
    assert.match(longer.out, /retention 14 days: updated \(was 3 days\)/);
    assert.equal(await retentionDays(namespace), 14);
    const wrong = await temporalSetup(namespace, { TEMPORAL_RETENTION_DAYS: 'a week' });
    assert.equal(wrong.code, 78);
    assert.match(wrong.out, /TEMPORAL_RETENTION_DAYS: a whole number of days from 1 to 3650/);
    assert.equal(await retentionDays(namespace), 14, 'nothing changed');
  });

  it('refuses to start with a client certificate and no key, or a file it cannot read, naming the variable', async function () {
    const attempt = (env: Record<string, string>) =>
      run(process.execPath, ['src/main/ops.ts', 'temporal-setup'], { env: { PATH: process.env.PATH ?? '', ...env } }).then(
        () => ({ code: 0, stderr: '' }),
        (failed: { code: number; stderr: string }) => failed,
      );
    const noKey = await attempt({ TEMPORAL_TLS_CLIENT_CERT_PATH: 'package.json' });
    assert.equal(noKey.code, 78);
    assert.match(noKey.stderr, /TEMPORAL_TLS_CLIENT_KEY_PATH: required with TEMPORAL_TLS_CLIENT_CERT_PATH/);
    const unreadable = await attempt({ TEMPORAL_TLS_SERVER_CA_CERT_PATH: '/nonexistent/ca.pem', TEMPORAL_TLS: 'yes' });
    assert.equal(unreadable.code, 78);
    assert.match(unreadable.stderr, /TEMPORAL_TLS: must be true or false/);
    assert.match(unreadable.stderr, /TEMPORAL_TLS_SERVER_CA_CERT_PATH: cannot read that file/);
  });
});
