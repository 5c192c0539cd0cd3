import { Router } from '@koa/router';
import { z } from 'zod';
import { BarcodePrefix } from '../../db/entities/index.ts';
import { startNotifications } from '../../notifications/queue.ts';
import { redeem, redeemedRecord } from '../../redemption/redeem.ts';
import type { SupplierClient } from '../../suppliers/supplierClient.ts';
import type { WorkflowDeps } from '../../bookings/workflowCalls.ts';
import { ApiError } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import { NoBody, type Guards } from '../guards.ts';
import type { AuthState } from '../state.ts';

const RedeemBody = z.object({ barcode: z.string({ error: 'BARCODE_INVALID' }).trim().min(1, { error: 'BARCODE_INVALID' }).max(300, { error: 'BARCODE_INVALID' }) });
// Letters, digits and dashes only: a prefix is matched with SQL LIKE, where % and _ are wildcards.
const PrefixParams = z.object({ prefix: z.string().regex(/^[A-Za-z0-9-]{2,64}$/) });

/** Registering redemptions (the supplier scans) and the barcode prefixes looked up when a barcode is unknown. */
export function redemptionRoutes(guards: Guards, deps: { suppliers: SupplierClient; workflows: Omit<WorkflowDeps, 'log'> }) {
  const router = new Router<AuthState>({ sensitive: true });

  // The contract names the endpoint `redeem_booking`; its heading says `redeem` and its sample `accounts/redeem`.
  router.post(['/redeem_booking', '/redeem', '/accounts/redeem'], guards.authenticated, guards.idempotent, validate({ body: RedeemBody }), async (ctx) => {
    const { em, account: caller, log } = ctx.state;
    const barcode = ctx.state.input.body.barcode;
    const result = await redeem(em, { suppliers: deps.suppliers, log }, caller, barcode);
    const { booking } = result;
    log.info({ booking: booking.id, tickets: result.redeemed.length, type: result.scanned ? 'ticket' : 'booking' }, 'redemption registered');
    await startNotifications({ ...deps.workflows, log }, result.notifications);
    ctx.body = redeemedRecord(result, barcode);
  });

  router.put('/barcode_prefixes/:prefix', guards.authenticated, validate({ params: PrefixParams, body: NoBody }), async (ctx) => {
    const { em, account } = ctx.state;
    // Prefixes match case-insensitively, so they are kept upper-cased.
    const prefix = ctx.state.input.params.prefix.toUpperCase();
    const connection = em.getConnection();
    // No prefix may cover or be covered by another account's: each unknown barcode has one owner to ask.
    const overlapping: unknown[] = await connection.execute(
      `select 1 from barcode_prefix where owner_id <> ? and (prefix like ? || '%' or ? like prefix || '%') limit 1`,
      [account.id, prefix, prefix],
    );
    if (overlapping.length > 0) throw new ApiError('PREFIX_TAKEN');
    const inserted: unknown[] = await connection.execute(
      `insert into barcode_prefix (prefix, owner_id, created_at) values (?, ?, now())
       on conflict (prefix) do update set prefix = excluded.prefix where barcode_prefix.owner_id = excluded.owner_id returning prefix`,
      [prefix, account.id],
    );
    if (inserted.length === 0) throw new ApiError('PREFIX_TAKEN');
    ctx.body = { prefix };
  });

  router.delete('/barcode_prefixes/:prefix', guards.authenticated, validate({ params: PrefixParams, body: NoBody }), async (ctx) => {
    await ctx.state.em.nativeDelete(BarcodePrefix, { prefix: ctx.state.input.params.prefix.toUpperCase(), owner: ctx.state.account });
    ctx.body = {};
  });

  router.get('/barcode_prefixes', guards.authenticated, async (ctx) => {
    const rows = await ctx.state.em.find(BarcodePrefix, { owner: ctx.state.account }, { orderBy: { prefix: 'asc' } });
    ctx.body = rows.map((row) => row.prefix);
  });

  return router;
}
