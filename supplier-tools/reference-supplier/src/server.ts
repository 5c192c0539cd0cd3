import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { Router, type RouterContext, type RouterMiddleware } from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { type Answer, encode, ok, Refusal, send } from './answers.ts';
import { adminRoutes } from './admin.ts';
import { basicAuth } from './auth.ts';
import { readBody } from './body.ts';
import type { Bookings } from './bookings.ts';
import type { Catalog } from './catalog.ts';
import type { Certificate } from './certificate.ts';
import type { Faults } from './faults.ts';
import type { Ledger } from './ledger.ts';
import type { Stock } from './stock.ts';
import type { MarketplaceAccount } from './marketplace.ts';
import { checkAnySignature, receiveNotification } from './notifications.ts';
import {
  AvailabilityQuery,
  BarcodeLookupQuery,
  BookingCancellationRequest,
  BookingConfirmationRequest,
  BookingUpdateRequest,
  parse,
  parseJson,
  ReservationCancellationRequest,
  ReservationExtensionRequest,
  ReservationRequest,
} from './requests.ts';

/** Where the notification receiver listens, below the callback base URL. */
export const NOTIFICATIONS_PATH = '/notifications';

/** Printable ASCII: the service sends UUIDs, but any such key is accepted. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

type State = { replayed?: boolean };

export type AppParts = {
  catalog: Catalog;
  bookings: Bookings;
  ledger: Ledger;
  faults: Faults;
  username: string;
  password: string;
  log: (line: string) => void;
  /** The accounts' webhook secrets, read at each notification (they can be set after start): any one verifies. */
  webhookSecrets: () => string[];
  stock: Stock;
  /** The password of the operator's `/admin` routes (user `admin`); none: they are not served. */
  adminPassword: string | undefined;
  /** Where stock changes are pushed, read at each change (it can be set after start). */
  marketplace: () => MarketplaceAccount | undefined;
};

/** The Koa app: every callback of the contract, plus the notification receiver. */
export function createApp(parts: AppParts): Koa<State> {
  const { catalog, bookings, ledger, faults, username, password, log, webhookSecrets } = parts;
  const app = new Koa<State>();
  app.use(requestLog(log));
  app.use(errorAnswers(log));
  // Before the callbacks' auth: the operator's routes take the operator's password, never the marketplace's.
  if (parts.adminPassword) app.use(adminRoutes({ stock: parts.stock, password: parts.adminPassword, marketplace: parts.marketplace, log }));
  if (!faults.has('ignore-auth')) app.use(basicAuth(username, password));

  /**
   * A POST: needs an Idempotency-Key, and goes through the ledger, which performs `operation`
   * (given the parsed JSON body) at most once per key.
   */
  const once =
    (operation: (body: unknown, ctx: RouterContext<State>) => Answer, check?: (body: Uint8Array, ctx: RouterContext<State>) => void): RouterMiddleware<State> =>
    async (ctx) => {
      const key = ctx.get('idempotency-key');
      if (!key) throw new Refusal('IDEMPOTENCY_KEY_REQUIRED');
      if (!IDEMPOTENCY_KEY.test(key)) throw new Refusal('IDEMPOTENCY_KEY_INVALID');
      const body = await readBody(ctx.req);
      check?.(body, ctx);
      const { answer, replayed } = ledger.answerOnce({ key, method: ctx.method, path: ctx.path, body }, () => operation(parseJson(body), ctx));
      ctx.state.replayed = replayed;
      send(ctx, answer);
    };

  const router = new Router<State>();
  router.get('/products', (ctx) => send(ctx, encode(ok(catalog.products()))));
  router.get('/availability', (ctx) => send(ctx, encode(ok(catalog.availability(parse(AvailabilityQuery, ctx.query), new Date())))));
  router.get('/barcode_lookup', (ctx) => send(ctx, encode(ok(bookings.lookup(parse(BarcodeLookupQuery, ctx.query))))));
  // The callbacks that change something: each is performed at most once per Idempotency-Key.
  const changes: Record<string, (body: unknown) => Answer> = {
    '/reservation': (body) => bookings.reserve(parse(ReservationRequest, body)),
    '/reservation_cancellation': (body) => bookings.cancelReservation(parse(ReservationCancellationRequest, body)),
    '/reservation_extension': (body) => bookings.extendReservation(parse(ReservationExtensionRequest, body)),
    '/booking_confirmation': (body) => bookings.confirm(parse(BookingConfirmationRequest, body)),
    '/booking_update': (body) => bookings.update(parse(BookingUpdateRequest, body)),
    '/booking_cancellation': (body) => bookings.cancelBooking(parse(BookingCancellationRequest, body)),
  };
  for (const [path, change] of Object.entries(changes)) router.post(path, once(change));
  router.post(
    `${NOTIFICATIONS_PATH}/{*event}`,
    once(
      (body, ctx) => receiveNotification(ctx.path.slice(NOTIFICATIONS_PATH.length), body, log),
      (body, ctx) => checkAnySignature(webhookSecrets(), body, ctx.req.headers),
    ),
  );
  app.use(router.routes());
  app.use((ctx) => send(ctx, encode(new Refusal('NOT_FOUND', 404).toAnswer())));
  return app;
}

/** One line per request: method, path (never the query or headers, so never credentials), status, time. */
function requestLog(log: (line: string) => void): Middleware<State> {
  return async function requestLogMiddleware(ctx, next) {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    log(`${ctx.method} ${ctx.path} ${ctx.status} ${ms}ms${ctx.state.replayed ? ' (replayed)' : ''}`);
  };
}

/** A refusal thrown outside the ledger (a GET, a missing key) becomes its answer; anything else a 500. */
function errorAnswers(log: (line: string) => void): Middleware<State> {
  return async function errorAnswersMiddleware(ctx, next) {
    try {
      await next();
    } catch (err) {
      if (err instanceof Refusal) {
        send(ctx, encode(err.toAnswer()));
        return;
      }
      log(`error in ${ctx.method} ${ctx.path}: ${err instanceof Error ? err.message : String(err)}`);
      send(ctx, encode({ status: 500, body: { error: 'INTERNAL_ERROR' } }));
    }
  };
}

/** Serves the app over HTTPS on `host:port` (port 0: any free port). */
export async function listen(app: Koa<State>, certificate: Certificate, host: string, port: number): Promise<{ server: https.Server; port: number }> {
  const server = https.createServer({ cert: certificate.certPem, key: certificate.keyPem }, app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, port: (server.address() as AddressInfo).port };
}
