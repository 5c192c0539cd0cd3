/**
 * What the reads of one database need to know about it, read once before measuring: references to
 * look up, the offsets and cursors of a page 90% of the way down each list (a deep page, at the same
 * relative depth in the small and the large database), the month the reports cover, today's
 * barcodes of the largest supplier. Read with plain SQL beside the API, never through it.
 */
import type pg from 'pg';
import { encodeCursor } from '../../src/domain/pageCursor.ts';
import { accountId, agentAccountNumber, LARGEST, shapeFor } from './shape.ts';

export type Facts = {
  agentRef: string;
  supplierRef: string;
  /** A fragment of one of agent 1's references (a search that matches a handful). */
  search: string;
  agentDeep: Deep;
  supplierDeep: Deep;
  deliveryDeep: Deep;
  /** One of agent 1's orders from the middle of the year, and the deep page of its orders. */
  orderRef: string;
  orderDeep: Deep;
  requestsDeepCursor: string;
  /** The last whole month (UTC), for the reports and the month filters. */
  month: string;
  monthFrom: string;
  monthTo: string;
  /** A travel day a week ahead: the largest supplier's manifest. */
  travelDay: string;
  cancelledFrom: string;
  /** Agent 1's feed cursor a few hundred changes before the latest. */
  feedSince: number;
  /** Today's tickets of the largest supplier, not redeemed yet: each redemption takes one. */
  barcodes: string[];
};

/** Offset and cursor of the page that starts 90% of the way down a list. */
export type Deep = { offset: number; cursor: string; total: number };

const VISIBLE = `status not in ('pending', 'failed')`;
const MAX_OFFSET = 1_000_000;

async function deep(pool: pg.Pool, table: string, where: string, params: unknown[], order = 'created_at desc, id'): Promise<Deep> {
  const [{ total }] = (await pool.query<{ total: number }>(`select count(*)::int as total from ${table} where ${where}`, params)).rows as [{ total: number }];
  const offset = Math.min(MAX_OFFSET, Math.floor(total * 0.9));
  const { rows } = await pool.query<{ micros: string; id: string }>(
    `select (extract(epoch from created_at) * 1000000)::bigint::text as micros, id from ${table} where ${where} order by ${order} offset $${params.length + 1} limit 1`,
    [...params, Math.max(0, offset - 1)],
  );
  return { offset, total, cursor: rows[0] ? encodeCursor(rows[0]) : '' };
}

export async function readFacts(pool: pg.Pool): Promise<Facts> {
  const shape = shapeFor(1);
  const agent = accountId(agentAccountNumber(LARGEST.agent, shape));
  const supplier = accountId(LARGEST.supplier);
  const one = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0] as T;
  const middle = async (column: string) =>
    (
      await one<{ ref: string }>(
        `select ${column} as ref from booking where ${column === 'agent_reference' ? 'agent_id' : 'owner_id'} = $1 and status = 'confirmed'
          and created_at < now() - interval '180 days' order by created_at desc limit 1`,
        [column === 'agent_reference' ? agent : supplier],
      )
    ).ref;
  const agentRef = await middle('agent_reference');
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
  const requests = await one<{ at: string; id: string } | undefined>(
    `select (extract(epoch from at) * 1000)::bigint::text as at, id::text from api_request where account_id = $1 and at >= now() - interval '7 days'
      order by at desc, id desc offset (select (count(*) * 0.9)::int from api_request where account_id = $1 and at >= now() - interval '7 days') limit 1`,
    [agent],
  );
  return {
    agentRef,
    supplierRef: await middle('supplier_reference'),
    search: agentRef.slice(0, -1),
    agentDeep: await deep(pool, 'booking', `agent_id = $1 and ${VISIBLE}`, [agent]),
    supplierDeep: await deep(pool, 'booking', `(agent_id = $1 or owner_id = $1 or supplier_id = $1) and ${VISIBLE}`, [supplier]),
    deliveryDeep: await deep(pool, 'notification', 'recipient_id = $1', [supplier]),
    orderRef: (
      await one<{ ref: string }>(
        `select agent_reference as ref from agent_order where agent_id = $1 and created_at < now() - interval '180 days' order by created_at desc limit 1`,
        [agent],
      )
    ).ref,
    orderDeep: await deep(pool, 'agent_order', 'agent_id = $1', [agent]),
    requestsDeepCursor: requests ? `${requests.at}-${requests.id}` : '',
    month,
    monthFrom: `${month}-01`,
    monthTo: lastDay,
    travelDay: new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
    cancelledFrom: new Date(now.getTime() - 7 * 86_400_000).toISOString(),
    feedSince: Number(
      (await one<{ s: string }>('select greatest((select through from availability_change_pruned), max(sequence) - 500) as s from availability_change')).s,
    ),
    barcodes: (
      await pool.query<{ barcode: string }>(
        `select t.barcode from ticket t join booking b on b.id = t.booking_id
          where b.agent_id = $2 and b.agent_reference like 'TODAY-%' and b.owner_id = $1 and t.redeemed_at is null order by t.barcode`,
        [supplier, agent],
      )
    ).rows.map((r) => r.barcode),
  };
}
