import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../db/entities/index.ts';
import { checkRange } from '../domain/dates.ts';
import { fromMinor } from '../domain/money.ts';
import { rangeRefusal } from '../errorReasons.ts';

export type Side = 'supplier' | 'agent';

/**
 * Whose redemptions: as supplier, those of bookings the account owns or supplies (the counterpart
 * is the agent); as agent, those of bookings it sold (the counterpart is the owner). Each side has
 * its own (account, redeemed_at) index, so a report reads only its account's rows in the range.
 */
function sideFilter(side: Side): { where: string; counterpart: string; params: number } {
  return side === 'agent'
    ? { where: 'r.agent_id = ?', counterpart: 'r.owner_id', params: 1 }
    : { where: '(r.owner_id = ? or r.supplier_id = ?)', counterpart: 'r.agent_id', params: 2 };
}

export const RECONCILIATION_COLUMNS = [
  'redeemed_at',
  'agent_reference',
  'order_reference',
  'supplier_reference',
  'product',
  'product_name',
  'option',
  'date',
  'ticket_type',
  'barcode',
  'currency',
  'rrp',
  'net',
  'discount',
  'counterpart',
  'counterpart_name',
] as const;

/** One row per registered redemption (a redeemed ticket) between `from` and `to`: UTC dates, inclusive. */
export async function reconciliation({ em, account, side, from, to }: { em: EntityManager; account: Account; side: Side; from: string; to: string }) {
  const rangeError = checkRange(from, to);
  if (rangeError) throw rangeRefusal(rangeError);
  const filter = sideFilter(side);
  const rows: Record<string, unknown>[] = await em.getConnection().execute(
    `select to_char(r.redeemed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as redeemed_at,
            r.agent_reference, r.order_reference, r.supplier_reference, r.product_code as product, r.product_name,
            r.option_code as option, r.travel_date as date, r.ticket_type, r.barcode, r.currency,
            r.rrp, r.net, r.discount, coalesce(c.domain, c.email) as counterpart, c.name as counterpart_name
       from redemption r
       join account c on c.id = ${filter.counterpart}
      where ${filter.where} and r.redeemed_at >= (?::date)::timestamp at time zone 'UTC'
        and r.redeemed_at < ((?::date) + 1)::timestamp at time zone 'UTC'
      order by r.redeemed_at, r.id`,
    [...Array(filter.params).fill(account.id), from, to],
  );
  return rows.map((row) => ({
    ...row,
    rrp: fromMinor(Number(row.rrp), String(row.currency)),
    net: fromMinor(Number(row.net), String(row.currency)),
    discount: fromMinor(Number(row.discount), String(row.currency)),
  }));
}

export const INVOICE_COLUMNS = [
  'counterpart',
  'counterpart_name',
  'product',
  'product_name',
  'currency',
  'tickets',
  'rrp',
  'net',
  'discount',
  'orders',
] as const;

/** Totals of the month's registered redemptions per counterpart, product and currency. */
export async function invoice({ em, account, side, month }: { em: EntityManager; account: Account; side: Side; month: string }) {
  const filter = sideFilter(side);
  const rows: Record<string, unknown>[] = await em.getConnection().execute(
    `select coalesce(c.domain, c.email) as counterpart, c.name as counterpart_name, r.product_code as product,
            min(r.product_name) as product_name, r.currency, count(*)::int as tickets,
            sum(r.rrp)::text as rrp, sum(r.net)::text as net, sum(r.discount)::text as discount,
            coalesce(string_agg(distinct r.order_reference, ', ' order by r.order_reference), '') as orders
       from redemption r
       join account c on c.id = ${filter.counterpart}
      where ${filter.where} and r.redeemed_at >= (?::date)::timestamp at time zone 'UTC'
        and r.redeemed_at < ((?::date) + interval '1 month') at time zone 'UTC'
      group by c.id, r.product_code, r.currency
      order by counterpart, product, r.currency`,
    [...Array(filter.params).fill(account.id), `${month}-01`, `${month}-01`],
  );
  return rows.map((row) => ({
    ...row,
    rrp: fromMinor(Number(row.rrp), String(row.currency)),
    net: fromMinor(Number(row.net), String(row.currency)),
    discount: fromMinor(Number(row.discount), String(row.currency)),
  }));
}
