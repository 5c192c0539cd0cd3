import assert from 'node:assert/strict';
import pg from 'pg';
import { Registry } from 'prom-client';
import type { Db } from '../../src/db/orm.ts';
import { marketGauges } from '../../src/metrics/marketGauges.ts';
import { freePort } from '../helpers/freePort.ts';
import { testStack } from '../helpers/stack.ts';

describe('market gauges', function () {
  it('read holds, notifications and bookings from Postgres at scrape time', async function () {
    const registry = new Registry();
    marketGauges(registry, testStack().db);
    const text = await registry.metrics();
    assert.match(text, /^marketplace_holds_open \d+$/m);
    assert.match(text, /^marketplace_notifications_pending \d+$/m);
    assert.match(text, /^marketplace_notifications_failing \d+$/m);
  });

  it('read NaN (unknown) while Postgres is unreachable, instead of failing the scrape or claiming 0', async function () {
    // A real driver against a port nothing listens on: the connection is refused.
    // (prom-client writes NaN as `Nan`; Prometheus parses it case-insensitively.)
    const pool = new pg.Pool({ connectionString: `postgresql://nobody@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 1000 });
    try {
      const registry = new Registry();
      marketGauges(registry, { pool } as unknown as Db);
      const text = await registry.metrics();
      assert.match(text, /^marketplace_holds_open nan$/im);
      assert.match(text, /^marketplace_notifications_failing nan$/im);
    } finally {
      await pool.end();
    }
  });
});
