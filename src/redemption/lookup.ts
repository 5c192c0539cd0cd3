import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { formatScenario, type Scenario } from '../suppliers/scenarios.ts';
import { callbackUrlFor } from '../suppliers/target.ts';
import { modeOf } from '../db/orm.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Products } from '../catalog/products.ts';
import type { Logger } from '../logger.ts';
import type { SupplierClient } from '../suppliers/supplierClient.ts';
import { AccessGrant, type Account, BarcodePrefix, Booking, Ticket } from '../db/entities/index.ts';
import { isIsoDate, isTime } from '../domain/dates.ts';
import { priceSale } from '../domain/pricing.ts';
import { loadRateBook } from '../records/pricing/priceSale.ts';
import { TICKET_TYPES, type Counts } from '../domain/ticketTypes.ts';
import { requestHash } from '../requestHash.ts';
import { findAccountByIdentifier } from '../accounts/find.ts';

const LookupTicket = z.looseObject({ type: z.enum(TICKET_TYPES), barcode: z.string().min(1).max(300), redeemed: z.boolean().default(false) });

/** What a prefix owner's `GET /barcode_lookup` must answer: a booking shaped like a notification. */
export const LookupAnswer = z.looseObject({
  supplier_reference: z.string().min(1).max(200).nullish(),
  agent: z.string().max(254).nullish(),
  agent_reference: z.string().min(1).max(100).nullish(),
  product: z.string().min(1).max(100),
  option: z.string().max(100).nullish(),
  pickup: z.string().max(300).nullish(),
  date: z.string().refine(isIsoDate),
  time: z.string().refine(isTime).nullish(),
  cancelled: z.boolean().default(false),
  customer: z.record(z.string(), z.string().max(300)).nullish(),
  mobile: z.boolean().default(false),
  barcode: z.string().min(1).max(300),
  ticket: LookupTicket.nullish(),
  tickets: z.array(LookupTicket).min(1).max(100),
  notes: z.string().max(2000).nullish(),
});

/** The registered prefix with the longest match, if any. */
export async function matchingPrefix(em: EntityManager, barcode: string): Promise<BarcodePrefix | null> {
  const rows: { prefix: string }[] = await em
    .getConnection()
    .execute(`select prefix from barcode_prefix where upper(?) like prefix || '%' order by length(prefix) desc limit 1`, [barcode]);
  return rows[0] ? em.findOne(BarcodePrefix, { prefix: rows[0].prefix }, { populate: ['owner'] }) : null;
}

/**
 * Asks the prefix owner about a barcode we have never seen and imports the booking it describes
 * (marked `imported`). The redeeming account becomes the booking's supplier: it scans the tickets.
 * Returns false when the answer is a refusal or unusable: the barcode is then simply invalid.
 */
export type LookupDeps = { suppliers: SupplierClient; products: Products };

export async function importByLookup(
  deps: LookupDeps,
  {
    em,
    log,
    caller,
    prefix,
    barcode,
    scenario = null,
  }: { em: EntityManager; log: Logger; caller: Account; prefix: BarcodePrefix; barcode: string; scenario?: Scenario | null },
): Promise<boolean> {
  const owner = prefix.owner;
  const mode = modeOf(em);
  const outcome = await deps.suppliers.request({
    baseUrl: callbackUrlFor(owner, mode),
    mode,
    ...(scenario ? { headers: { 'test-scenario': formatScenario(scenario) } } : {}),
    method: 'GET',
    path: '/barcode_lookup',
    query: { supplier: caller.identifier, barcode },
  });
  if (outcome.kind !== 'success') {
    log.info({ prefix: prefix.prefix, outcome: outcome.kind }, 'barcode look-up found nothing');
    return false;
  }
  const parsed = LookupAnswer.safeParse(outcome.body);
  if (!parsed.success) {
    log.warn({ prefix: prefix.prefix, issue: parsed.error.issues[0] }, 'barcode look-up answer malformed');
    return false;
  }
  const answer = parsed.data;
  if (answer.barcode !== barcode && !answer.tickets.some((t) => t.barcode === barcode)) return false;
  const product = await deps.products.find({ em, owner, code: answer.product, log }).catch(() => null);
  if (!product) return false;

  const counts = Object.fromEntries(TICKET_TYPES.map((t) => [t, answer.tickets.filter((x) => x.type === t).length])) as Counts;
  // Priced by the one pricing function at its own date and time, as a sale of it here would be; a type without a rate counts 0.
  const found = await loadRateBook(em, owner, product.code, { date: answer.date, optionCode: answer.option ?? null });
  const none = { adult: 0, youth: 0, child: 0, infant: 0, senior: 0, student: 0 };
  const prices = found
    ? priceSale(found.book, { option: answer.option ?? null, date: answer.date, time: answer.time ?? null, counts: none }, null).unitPrices
    : {};
  const total = (field: 'rrp' | 'net') => TICKET_TYPES.reduce((sum, t) => sum + (prices[t]?.[field] ?? 0) * counts[t], 0);
  // The named agent only if the owner lets it sell: otherwise a look-up could hand any account a booking.
  const named = answer.agent ? await findAccountByIdentifier(em, answer.agent) : null;
  const agent = named && (named.id === owner.id || (await em.count(AccessGrant, { supplier: owner, agent: named })) > 0) ? named : owner;
  const supplierReference = answer.supplier_reference ?? answer.barcode;
  const now = new Date();
  try {
    await em.transactional(async (tx) => {
      const booking = tx.create(Booking, {
        agent,
        owner,
        supplier: caller,
        agentReference: answer.agent_reference ?? `IMPORT-${supplierReference}`,
        supplierReference,
        productCode: product.code,
        productName: product.name,
        optionCode: answer.option ?? null,
        optionName: answer.option ? (product.options[answer.option]?.name ?? null) : null,
        freesale: product.freesale,
        timeZone: product.timeZone,
        travelDate: answer.date,
        travelTime: answer.time ?? null,
        pickup: answer.pickup ?? null,
        ...counts,
        customer: answer.customer ?? {},
        notes: answer.notes ?? '',
        currency: found?.currency ?? owner.currency,
        rrp: total('rrp'),
        net: total('net'),
        discount: 0,
        unitPrices: prices,
        mobile: answer.mobile,
        barcode: answer.barcode,
        status: answer.cancelled ? 'cancelled' : 'confirmed',
        cancelledAt: answer.cancelled ? now : null,
        confirmedAt: now,
        imported: true,
        requestHash: requestHash(answer),
      });
      // Tickets redeemed elsewhere are marked so, but were not registered here: no ledger row.
      for (const [position, t] of answer.tickets.entries()) {
        tx.create(Ticket, { booking, position, type: t.type, barcode: t.barcode, redeemedAt: t.redeemed ? now : null });
      }
    });
  } catch (err) {
    // A concurrent scan of the same barcode imported it first: the caller finds that booking.
    if (err instanceof UniqueConstraintViolationException) return true;
    throw err;
  }
  log.info({ prefix: prefix.prefix, product: product.code }, 'booking imported by barcode look-up');
  return true;
}
