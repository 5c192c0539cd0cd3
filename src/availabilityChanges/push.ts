import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { Account, Product } from '../db/entities/index.ts';
import { normalizeIdentifier } from '../domain/accountRules.ts';
import { checkRange, datesBetween, daysUntil } from '../domain/dates.ts';
import { ApiError } from '../errors.ts';
import { rangeRefusal } from '../errorReasons.ts';
import type { Logger } from '../logger.ts';
import { modeOf } from '../db/orm.ts';
import type { Products } from '../catalog/products.ts';
import { recordChange, type RecordedChange } from '../records/availabilityChanges/record.ts';
import type { AvailabilityChangeBody } from './schemas.ts';

type Body = z.infer<typeof AvailabilityChangeBody>;

/**
 * The product a supplier's push names: one of its own (asked of its callback when unknown), or,
 * for a delegate naming the owner in `supplier`, one the owner lists with the caller as delegate
 * (as stored: a delegate makes us call nobody). Anything else is FORBIDDEN, whether or not the
 * owner or product exists, so a push learns nothing of other accounts.
 */
async function pushedProduct(em: EntityManager, products: Products, caller: Account, body: Body, log: Logger): Promise<{ owner: Account; product: Product }> {
  const named = body.supplier === undefined ? null : normalizeIdentifier(body.supplier);
  if (named === null || named === caller.email || named === caller.domain) {
    return { owner: caller, product: await products.require({ em, owner: caller, code: body.product, log }) };
  }
  const owner = await em.findOne(Account, { $or: [{ email: named }, { domain: named }] });
  const product = owner ? await em.findOne(Product, { owner, code: body.product, listed: true }) : null;
  const delegate = product?.delegate ? normalizeIdentifier(product.delegate) : null;
  if (!owner || !product || !delegate || (delegate !== caller.email && delegate !== caller.domain)) throw new ApiError('FORBIDDEN');
  return { owner, product };
}

/** The dates a push names, checked like an availability range. */
function pushedDates(body: Body): string[] {
  if (body.dates) return [...new Set(body.dates)].sort();
  const rangeError = checkRange(body.from, body.to);
  if (rangeError) throw rangeRefusal(rangeError);
  return datesBetween(body.from!, body.to!);
}

/**
 * Notes that `caller` pushes its availability (GET /v1/account/:id `availability_pushed_at`). To the
 * minute: a supplier pushing all day writes its account row once a minute at most. Test-mode pushes
 * are test data: they say nothing of the live account; nor does a push of days already past in the
 * product's time zone (the conformance kit's own, for 2000-01-01), which changes nothing an agent
 * could sell: agents would be shown a supplier that pushes when it never pushed a day they sell.
 */
async function notePush(em: EntityManager, caller: Account): Promise<void> {
  await em.getConnection().execute(
    `update account set availability_pushed_at = now()
        where id = ? and (availability_pushed_at is null or availability_pushed_at < now() - interval '1 minute')`,
    [caller.id],
    'run',
  );
}

/**
 * `POST /v1/availability_changes`: the cache drops the days before this answers (the next read
 * asks the supplier), and each day becomes a change event for the feed and the agents' notices.
 */
export async function pushChange(
  em: EntityManager,
  request: { products: Products; caller: Account; body: Body; log: Logger },
): Promise<{ change: RecordedChange; answer: { supplier: string; product: string; option: string | null; dates: string[]; sequence: number } }> {
  const dates = pushedDates(request.body);
  const { owner, product } = await pushedProduct(em, request.products, request.caller, request.body, request.log);
  const option = request.body.option ?? null;
  if (option !== null && !Object.hasOwn(product.options, option)) throw new ApiError('OPTION_NOT_FOUND', { detail: 'option: no such option for this product' });
  const change = await recordChange(em, { ownerId: owner.id, product: product.code, option, dates, cause: 'supplier' });
  if (modeOf(em) === 'live' && dates.some((date) => daysUntil(date, product.timeZone) >= 0)) await notePush(em, request.caller);
  // Committed (its own statement): the numbers are given.
  const [numbered] = await em
    .getConnection()
    .execute<{ sequence: string }[]>('select max(sequence) as sequence from availability_change where id = any(?::bigint[])', [
      `{${change.eventIds.join(',')}}`,
    ]);
  return { change, answer: { supplier: owner.identifier, product: product.code, option, dates, sequence: Number(numbered?.sequence ?? 0) } };
}
