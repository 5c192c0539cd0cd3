import type { Context, Middleware } from 'koa';
import { type Answer, encode, ok, Refusal, send } from './answers.ts';
import { basicAuth } from './auth.ts';
import { readBody } from './body.ts';
import { type MarketplaceAccount, pushAvailabilityChange } from './marketplace.ts';
import { parse, parseJson } from './requests.ts';
import { type Stock, StockChangeRequest, StockQuery } from './stock.ts';

/** The operator's user name on the `/admin` routes. */
export const ADMIN_USER = 'admin';

const NOT_FOUND = encode(new Refusal('NOT_FOUND', 404).toAnswer());

/**
 * The supplier's own operator, changing stock outside the marketplace: `POST /admin/stock` records
 * the change, then tells the marketplace (POST /v1/availability_changes) so that no agent is shown
 * the day as it was. With a password of its own, so the marketplace, which holds the callback
 * credentials, cannot change the supplier's stock.
 *
 * Answers 200 with the change, the day as `/availability` now answers it, and `pushed` (the
 * marketplace's answer, or null when no marketplace account is configured); 502 PUSH_FAILED when
 * the change was recorded but the marketplace did not take it (send the same request again).
 * `GET /admin/stock?product&date[&time]` answers the same without `pushed`, changing nothing: the
 * figure to add to, since a change sets values rather than adding to them.
 */
export function adminRoutes(parts: {
  stock: Stock;
  password: string;
  marketplace: () => MarketplaceAccount | undefined;
  log: (line: string) => void;
}): Middleware {
  const { stock, marketplace, log } = parts;
  async function changeStock(ctx: Context) {
    const changed = stock.change(parse(StockChangeRequest, parseJson(await readBody(ctx.req))), new Date());
    const what = `stock ${changed.product} ${changed.date}${changed.time ? ` ${changed.time}` : ''}`;
    const account = marketplace();
    let answer: Answer;
    if (!account) {
      log(`${what}: changed, not pushed (no marketplace account configured)`);
      answer = ok({ ...changed, pushed: null });
    } else {
      // The push names the date only: seats are shared by the product's options, so any may have changed.
      const outcome = await pushAvailabilityChange(account, { product: changed.product, dates: [changed.date] });
      if (outcome.ok) {
        log(`${what}: changed and pushed, sequence ${outcome.answer.sequence}`);
        answer = ok({ ...changed, pushed: outcome.answer });
      } else {
        log(`${what}: changed, but the push failed (${outcome.status ?? 'no answer'}: ${outcome.error})`);
        answer = { status: 502, body: { error: 'PUSH_FAILED', marketplace: { status: outcome.status, error: outcome.error } } };
      }
    }
    send(ctx, encode(answer));
  }
  const auth = basicAuth(ADMIN_USER, parts.password, 'reference-supplier admin');
  return async function adminMiddleware(ctx, next) {
    if (ctx.path !== '/admin' && !ctx.path.startsWith('/admin/')) return next();
    await auth(ctx, async () => {
      if (ctx.method === 'POST' && ctx.path === '/admin/stock') await changeStock(ctx);
      else if (ctx.method === 'GET' && ctx.path === '/admin/stock') send(ctx, encode(ok(stock.read(parse(StockQuery, ctx.query), new Date()))));
      else send(ctx, NOT_FOUND);
    });
  };
}
