import { Router } from '@koa/router';
import { NoBody, type Guards } from '../http/guards.ts';
import { defineOperation, mountOperations } from '../http/operation.ts';
import type { AuthState } from '../http/state.ts';
import { Empty } from '../answerFields.ts';
import * as R from './responses.ts';
import { redeemedRecord } from './present.ts';
import type { Redemption } from './redemption.ts';
import { PrefixParams, RedeemBody } from './schemas.ts';

// The contract names the endpoint `redeem_booking`; its heading says `redeem` and its sample `accounts/redeem`.
const redeemAt = (path: string) =>
  defineOperation({
    method: 'post',
    path,
    testScenario: 'redeem_booking',
    tag: 'Redemption',
    summary: path === '/redeem_booking' ? 'Register a redemption (a scanned barcode)' : 'Register a redemption (alias of /redeem_booking)',
    auth: true,
    idempotent: true,
    body: RedeemBody,
    response: R.RedeemedRecord,
    errors: ['BARCODE_INVALID', 'BOOKING_CANCELLED', 'TICKET_REDEEMED', 'DATE_MISMATCH', 'BOOKING_BUSY'],
  });

export const redemptionOperations = {
  redeemBooking: redeemAt('/redeem_booking'),
  redeem: redeemAt('/redeem'),
  accountsRedeem: redeemAt('/accounts/redeem'),
  registerPrefix: defineOperation({
    method: 'put',
    path: '/barcode_prefixes/:prefix',
    modes: 'live',
    tag: 'Redemption',
    summary: 'Register a barcode prefix for look-ups',
    auth: true,
    params: PrefixParams,
    body: NoBody,
    response: R.Prefix,
    errors: ['PREFIX_TAKEN'],
  }),
  removePrefix: defineOperation({
    method: 'delete',
    path: '/barcode_prefixes/:prefix',
    modes: 'live',
    tag: 'Redemption',
    summary: 'Remove a barcode prefix',
    auth: true,
    params: PrefixParams,
    body: NoBody,
    response: Empty,
    errors: [],
  }),
  prefixes: defineOperation({
    method: 'get',
    path: '/barcode_prefixes',
    tag: 'Redemption',
    summary: 'The caller’s barcode prefixes',
    auth: true,
    response: R.Prefixes,
    errors: [],
  }),
};

export function redemptionRoutes({ guards, redemption }: { guards: Guards; redemption: Redemption }) {
  const router = new Router<AuthState>({ sensitive: true });
  const route = mountOperations(router, guards);

  for (const operation of [redemptionOperations.redeemBooking, redemptionOperations.redeem, redemptionOperations.accountsRedeem]) {
    route(operation, async (ctx) => {
      const { barcode } = ctx.state.input.body;
      ctx.body = redeemedRecord(await redemption.redeem({ ...ctx.state, caller: ctx.state.account, barcode }), barcode);
    });
  }

  route(redemptionOperations.registerPrefix, async (ctx) => {
    ctx.body = { prefix: await redemption.prefixes.register({ ...ctx.state, prefix: ctx.state.input.params.prefix }) };
  });

  route(redemptionOperations.removePrefix, async (ctx) => {
    await redemption.prefixes.remove({ ...ctx.state, prefix: ctx.state.input.params.prefix });
    ctx.body = {};
  });

  route(redemptionOperations.prefixes, async (ctx) => {
    ctx.body = await redemption.prefixes.list(ctx.state);
  });

  return router;
}
