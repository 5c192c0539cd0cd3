import { Router } from '@koa/router';
import { NoBody, type Guards } from '../http/guards.ts';
import { validate } from '../http/middleware/validate.ts';
import type { AuthState } from '../http/state.ts';
import { redeemedRecord } from './present.ts';
import type { Redemption } from './redemption.ts';
import { PrefixParams, RedeemBody } from './schemas.ts';

export function redemptionRoutes({ guards, redemption }: { guards: Guards; redemption: Redemption }) {
  const router = new Router<AuthState>({ sensitive: true });

  // The contract names the endpoint `redeem_booking`; its heading says `redeem` and its sample `accounts/redeem`.
  router.post(['/redeem_booking', '/redeem', '/accounts/redeem'], guards.authenticated, guards.idempotent, validate({ body: RedeemBody }), async (ctx) => {
    const { barcode } = ctx.state.input.body;
    ctx.body = redeemedRecord(await redemption.redeem({ ...ctx.state, caller: ctx.state.account, barcode }), barcode);
  });

  router.put('/barcode_prefixes/:prefix', guards.authenticated, validate({ params: PrefixParams, body: NoBody }), async (ctx) => {
    ctx.body = { prefix: await redemption.prefixes.register({ ...ctx.state, prefix: ctx.state.input.params.prefix }) };
  });

  router.delete('/barcode_prefixes/:prefix', guards.authenticated, validate({ params: PrefixParams, body: NoBody }), async (ctx) => {
    await redemption.prefixes.remove({ ...ctx.state, prefix: ctx.state.input.params.prefix });
    ctx.body = {};
  });

  router.get('/barcode_prefixes', guards.authenticated, async (ctx) => {
    ctx.body = await redemption.prefixes.list(ctx.state);
  });

  return router;
}
