import type { EntityManager } from '@mikro-orm/postgresql';
import { Router } from '@koa/router';
import { bookingView } from '../../bookings/present.ts';
import type { WorkflowDeps } from '../../bookings/workflowCalls.ts';
import { Booking, type Account } from '../../db/entities/index.ts';
import { addDays } from '../../domain/dates.ts';
import type { SupplierClient } from '../../suppliers/supplierClient.ts';
import { ApiError } from '../errors.ts';
import { findAccountByIdentifier } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import type { Guards } from '../guards.ts';
import type { AuthState } from '../state.ts';
import { cancelBooking, updateBooking } from './changes.ts';
import { confirmBooking } from './confirmation.ts';
import { BookingCancellationBody, BookingConfirmationBody, BookingsQuery, BookingUpdateBody, ReferenceParams } from './schemas.ts';

type Filter = Record<string, unknown>;

/** Bookings an account may see: those it sells (agent), owns or supplies. */
function visibleTo(account: Account, as: 'agent' | 'supplier' | undefined): Filter {
  if (as === 'agent') return { agent: account };
  if (as === 'supplier') return { $or: [{ owner: account }, { supplier: account }] };
  return { $or: [{ agent: account }, { owner: account }, { supplier: account }] };
}

async function accountId(em: EntityManager, identifier: string): Promise<string> {
  // An unknown account matches no booking rather than failing the listing.
  return (await findAccountByIdentifier(em, identifier))?.id ?? '00000000-0000-0000-0000-000000000000';
}

export function bookingRoutes(guards: Guards, deps: { suppliers: SupplierClient; workflows: Omit<WorkflowDeps, 'log'> }) {
  const router = new Router<AuthState>({ sensitive: true });
  const wf = (log: WorkflowDeps['log']): WorkflowDeps => ({ ...deps.workflows, log });

  router.post('/booking_confirmation', guards.authenticated, guards.idempotent, validate({ body: BookingConfirmationBody }), async (ctx) => {
    const { em, account, log } = ctx.state;
    ctx.body = await confirmBooking(em, { suppliers: deps.suppliers, log }, wf(log), account, ctx.state.input.body);
  });

  router.post('/booking_update', guards.authenticated, guards.idempotent, validate({ body: BookingUpdateBody }), async (ctx) => {
    const { em, account, log } = ctx.state;
    ctx.body = await updateBooking(em, { suppliers: deps.suppliers, log }, wf(log), account, ctx.state.input.body);
  });

  router.post('/booking_cancellation', guards.authenticated, guards.idempotent, validate({ body: BookingCancellationBody }), async (ctx) => {
    const { em, account, log } = ctx.state;
    await cancelBooking(em, wf(log), account, ctx.state.input.body.booking);
    ctx.body = {};
  });

  router.get('/bookings', guards.authenticated, validate({ query: BookingsQuery }), async (ctx) => {
    const { em, account } = ctx.state;
    const q = ctx.state.input.query;
    const and: Filter[] = [visibleTo(account, q.as), { status: { $nin: ['pending', 'failed'] } }];
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
    if (q.search) {
      const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      and.push({ $or: [{ agentReference: { $ilike: like } }, { supplierReference: { $ilike: like } }, { productName: { $ilike: like } }] });
    }
    const [rows, total] = await em.findAndCount(Booking, { $and: and } as never, {
      populate: ['agent', 'owner', 'supplier', 'tickets'],
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset: q.offset,
      limit: q.limit,
    });
    ctx.set('X-Total-Count', String(total));
    ctx.body = rows.map(bookingView);
  });

  router.get('/bookings/:reference', guards.authenticated, validate({ params: ReferenceParams }), async (ctx) => {
    const { em, account } = ctx.state;
    const reference = ctx.state.input.params.reference;
    const booking = await em.findOne(
      Booking,
      { $and: [visibleTo(account, undefined), { $or: [{ agentReference: reference }, { supplierReference: reference }] }, { status: { $nin: ['pending', 'failed'] } }] } as never,
      { populate: ['agent', 'owner', 'supplier', 'tickets'], orderBy: { createdAt: 'desc' } },
    );
    if (!booking) throw new ApiError('BOOKING_NOT_FOUND');
    ctx.body = bookingView(booking);
  });

  return router;
}
