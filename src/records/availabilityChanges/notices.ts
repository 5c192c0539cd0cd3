/**
 * `availability.updated` notices: a product's changes not yet announced, gathered into one
 * notification per agent that asked for them (PATCH /v1/account `availability_notifications`) and
 * may sell the product, carrying every date. Written in the transaction that marks the changes
 * noticed, so a change is announced once, whoever runs this and however often. A change of the
 * product's rates (cause `rates`, issue 43 §6) is gathered the same way into a `rates.updated`
 * notice to the same agents.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { clip } from '../../temporal/summary.ts';
import { noticeAudience } from './record.ts';

export const AVAILABILITY_EVENT = 'availability.updated';
export const RATES_EVENT = 'rates.updated';
export type ChangeEvent = typeof AVAILABILITY_EVENT | typeof RATES_EVENT;

/** What an agent's receiver gets at `{notification_url}/availability.updated`. */
export type AvailabilityNotice = {
  supplier: string;
  product: string;
  /** The option every gathered change named; null when any option may have changed. */
  option: string | null;
  dates: string[];
  /** The last change of this product announced. Not a cursor (products are gathered apart): an agent reads the feed from its own cursor when this is above it. */
  sequence: number;
};

/** What an agent's receiver gets at `{notification_url}/rates.updated`: read GET /v1/rates again for dates from `from` on. */
export type RatesNotice = {
  supplier: string;
  product: string;
  /** The currency the product is priced in (the owner's). */
  currency: string;
  /** The first travel date whose prices may have changed (today in the product's zone when the table changed). */
  from: string;
  sequence: number;
};

/**
 * One round's notices. `event` absent: `availability.updated` (batches recorded before rates
 * notices existed carry none). Every notice of a round is keyed by the round's `sequence`.
 */
export type NoticeBatch = { sequence: number; summary: string; notices: { notificationId: string; recipientId: string; event?: ChangeEvent }[] };

/** The dedupe key of one agent's notice: product, event, last sequence, recipient (as queue.ts parses keys). */
export const noticeKey = (productId: string, sequence: number, recipientId: string) => `${productId}:${AVAILABILITY_EVENT}:${sequence}:${recipientId}`;

/** The line an operator reads in the Temporal UI for a product's notices. */
export const noticesSummary = (product: string, owner: string) => clip(`Availability notices · product ${product} · supplier ${owner}`);

/** One notice's line in the Temporal UI, whoever starts its delivery (the notices workflow, housekeeping). */
export function noticeSummary(notice: Pick<AvailabilityNotice, 'product' | 'dates' | 'supplier'>): string {
  const more = notice.dates.length > 1 ? ` (+${notice.dates.length - 1} days)` : '';
  return clip(`Notification ${AVAILABILITY_EVENT} · ${notice.product} ${notice.dates[0] ?? ''}${more} · supplier ${notice.supplier}`);
}

type ChangeRow = { sequence: string; option: string | null; date: string; cause: string; owner_id: string; product: string; owner: string; currency: string };

export async function queueAvailabilityNotices(em: EntityManager, productId: string): Promise<NoticeBatch> {
  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const context = tx.getTransactionContext();
    const changes: ChangeRow[] = await connection.execute(
      `update availability_change c set noticed = true
        where c.product_id = ? and not c.noticed and c.sequence is not null
       returning c.sequence, c.option, to_char(c.date, 'YYYY-MM-DD') as date, c.cause, c.owner_id, c.product,
                 (select coalesce(o.domain, o.email) from account o where o.id = c.owner_id) as owner,
                 (select o.currency from account o where o.id = c.owner_id) as currency`,
      [productId],
      'all',
      context,
    );
    const first = changes[0];
    if (!first) return { sequence: 0, summary: '', notices: [] };
    const sequence = Math.max(...changes.map((change) => Number(change.sequence)));
    // One statement per kind for every recipient, however many; a repeat finds the rows it wrote.
    const queue = async (event: ChangeEvent, payload: AvailabilityNotice | RatesNotice) => {
      const rows: { id: string; recipient_id: string }[] = await connection.execute(
        `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
         select gen_random_uuid(), ? || a.id::text, null, ?, a.id, ?::jsonb, now()
           from account a where ${noticeAudience('?::uuid')}
         on conflict (dedupe_key) do update set dedupe_key = excluded.dedupe_key
         returning id, recipient_id`,
        [`${productId}:${event}:${sequence}:`, event, JSON.stringify(payload), first.owner_id, first.owner_id],
        'all',
        context,
      );
      return rows.map((row) => ({ notificationId: row.id, recipientId: row.recipient_id, ...(event === RATES_EVENT ? { event } : {}) }));
    };
    const seats = changes.filter((change) => change.cause !== 'rates');
    const rates = changes.filter((change) => change.cause === 'rates');
    const notices: NoticeBatch['notices'] = [];
    let summary = '';
    if (seats.length > 0) {
      const options = new Set(seats.map((change) => change.option));
      const notice: AvailabilityNotice = {
        supplier: first.owner,
        product: first.product,
        option: options.size === 1 ? seats[0]!.option : null,
        dates: [...new Set(seats.map((change) => change.date))].sort(),
        sequence: Math.max(...seats.map((change) => Number(change.sequence))),
      };
      notices.push(...(await queue(AVAILABILITY_EVENT, notice)));
      summary = noticeSummary(notice);
    }
    if (rates.length > 0) {
      const notice: RatesNotice = {
        supplier: first.owner,
        product: first.product,
        currency: first.currency,
        from: rates.map((change) => change.date).sort()[0]!,
        sequence: Math.max(...rates.map((change) => Number(change.sequence))),
      };
      notices.push(...(await queue(RATES_EVENT, notice)));
      summary ||= clip(`Notification ${RATES_EVENT} · ${notice.product} from ${notice.from} · supplier ${notice.supplier}`);
    }
    return { sequence, summary, notices };
  });
}
