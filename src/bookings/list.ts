import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { findAccountByIdentifier } from '../accounts/find.ts';
import { Booking, type Account } from '../db/entities/index.ts';
import { addDays } from '../domain/dates.ts';
import { ApiError } from '../errors.ts';
import type { BookingsQuery } from './schemas.ts';
import { visibleTo } from './visibility.ts';

const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

async function accountId(em: EntityManager, identifier: string): Promise<string> {
  // An unknown account matches no booking rather than failing the listing.
  return (await findAccountByIdentifier(em, identifier))?.id ?? NO_ACCOUNT;
}

/** `GET /v1/bookings`: the caller's visible bookings, filtered, newest first, one page and the total. */
export async function listBookings({ em, account, query: q }: { em: EntityManager; account: Account; query: z.infer<typeof BookingsQuery> }) {
  const and: FilterQuery<Booking>[] = [visibleTo(account, q.as)];
  if (q.agent) and.push({ agent: await accountId(em, q.agent) });
  if (q.supplier) {
    const id = await accountId(em, q.supplier);
    and.push({ $or: [{ owner: id }, { supplier: id }] });
  }
  if (q.product) and.push({ productCode: q.product });
  if (q.option) and.push({ optionCode: q.option });
  if (q.travel_from) and.push({ travelDate: { $gte: q.travel_from } });
  if (q.travel_to) and.push({ travelDate: { $lte: q.travel_to } });
  if (q.booking_from) and.push({ createdAt: { $gte: new Date(`${q.booking_from}T00:00:00Z`) } });
  // The last day a date can name has no next day to compare with (year 10000): it bounds nothing.
  if (q.booking_to && q.booking_to < '9999-12-31') and.push({ createdAt: { $lt: new Date(`${addDays(q.booking_to, 1)}T00:00:00Z`) } });
  if (q.cancelled_by) and.push({ cancelledBy: q.cancelled_by });
  // From inclusive, to exclusive: consecutive windows never see a cancellation twice or miss one.
  if (q.cancelled_from) and.push({ cancelledAt: { $gte: new Date(q.cancelled_from) } });
  if (q.cancelled_to) and.push({ cancelledAt: { $lt: new Date(q.cancelled_to) } });
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    and.push({ $or: [{ agentReference: { $ilike: like } }, { supplierReference: { $ilike: like } }, { productName: { $ilike: like } }] });
  }
  const [bookings, total] = await em.findAndCount(
    Booking,
    { $and: and },
    {
      populate: ['agent', 'owner', 'supplier', 'tickets'],
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset: q.offset,
      limit: q.limit,
    },
  );
  return { bookings, total };
}

/** `GET /v1/bookings/:reference`: the newest visible booking with that agent or supplier reference. */
export async function findVisibleBooking({ em, account, reference }: { em: EntityManager; account: Account; reference: string }): Promise<Booking> {
  const booking = await em.findOne(
    Booking,
    { $and: [visibleTo(account), { $or: [{ agentReference: reference }, { supplierReference: reference }] }] },
    { populate: ['agent', 'owner', 'supplier', 'tickets'], orderBy: { createdAt: 'desc' } },
  );
  if (!booking) throw new ApiError('BOOKING_NOT_FOUND');
  return booking;
}
