/**
 * Quotes (issue 43 §3): what an agent was told a basket costs, item by item, kept until it
 * expires. A hold, a freesale confirmation or an order's item that cites a still-valid quote item
 * is charged exactly that item, whatever the rates became meanwhile. A quote is the agent's and
 * its mode's (a mode table): another agent's, or test mode's from live, is unknown.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../../db/entities/index.ts';
import type { UnitPrices } from '../../domain/pricing.ts';
import { TICKET_TYPES, type Counts } from '../../domain/ticketTypes.ts';
import { isUuid } from '../../domain/uuid.ts';
import { ApiError } from '../../errors.ts';
import type { PricedSale, SaleToPrice } from './types.ts';

/** How long a quote is honoured (its answer states the instant: `expires`). */
export const QUOTE_TTL_MS = 30 * 60_000;

/** A sale's citation of a quote: its id and, for a quote of several items, which (0-based). */
export type QuoteCitation = { quote: string; item: number };

/** One priced item as stored: what it prices (to check a citation against) and its price, in minor units. */
export type QuotedItem = SaleToPrice & {
  ownerId: string;
  /** The supplier as the agent named it, for the answer. */
  supplier: string;
  currency: string;
  rrp: number;
  net: number;
  discount: number;
  unitPrices: UnitPrices;
};

export async function storeQuote(em: EntityManager, agent: Account, items: QuotedItem[], now: Date): Promise<{ id: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + QUOTE_TTL_MS);
  const rows: { id: string }[] = await em
    .getConnection()
    .execute(
      'insert into quote (id, agent_id, items, created_at, expires_at) values (gen_random_uuid(), ?, ?::jsonb, ?, ?) returning id',
      [agent.id, JSON.stringify(items), now, expiresAt],
      'all',
      em.getTransactionContext(),
    );
  return { id: rows[0]!.id, expiresAt };
}

/** Which field of the sale differs from the quoted item, if any (for QUOTE_MISMATCH's detail). */
function mismatch(item: QuotedItem, ownerId: string, sale: SaleToPrice): string | null {
  if (item.ownerId !== ownerId) return 'supplier';
  if (item.productCode !== sale.productCode) return 'product';
  if ((item.optionCode ?? null) !== (sale.optionCode ?? null)) return 'option';
  if (item.date !== sale.date) return 'date';
  if ((item.time ?? null) !== (sale.time ?? null)) return 'time';
  if ((item.promotion?.toUpperCase() ?? null) !== (sale.promotion?.toUpperCase() ?? null)) return 'promotion';
  const differs = TICKET_TYPES.find((t) => (item.counts as Counts)[t] !== sale.counts[t]);
  return differs ?? null;
}

/**
 * The price quote item `item` of `quote` holds for `sale`, if `agent` was given that quote, it has
 * not expired at `now`, and it prices exactly this sale (owner, product, option, date, time,
 * promotion, every count).
 */
export async function quotedPrice(
  em: EntityManager,
  { quote, item, agent, ownerId, sale, now }: QuoteCitation & { agent: Account; ownerId: string; sale: SaleToPrice; now: Date },
): Promise<PricedSale> {
  const rows: { items: QuotedItem[]; expires_at: Date }[] = isUuid(quote)
    ? await em
        .getConnection()
        .execute('select items, expires_at from quote where id = ? and agent_id = ?', [quote, agent.id], 'all', em.getTransactionContext())
    : [];
  const row = rows[0];
  if (!row) throw new ApiError('QUOTE_INVALID', { detail: 'quote: no quote of yours with this id' });
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new ApiError('QUOTE_EXPIRED', { detail: 'quote: past its expires; ask for a new quote' });
  const quoted = row.items[item];
  if (!quoted) throw new ApiError('QUOTE_INVALID', { detail: `quote_item: the quote has ${row.items.length} item(s), numbered from 0` });
  const differs = mismatch(quoted, ownerId, sale);
  if (differs) throw new ApiError('QUOTE_MISMATCH', { detail: `${differs}: not as quoted (quote_item ${item})` });
  return { currency: quoted.currency, rrp: quoted.rrp, net: quoted.net, discount: quoted.discount, unitPrices: quoted.unitPrices };
}
