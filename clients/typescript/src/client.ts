/**
 * `createMarketplaceClient`: one method per operation of the API, typed by the generated document,
 * each a call through the transport (keys, retries, deadline, typed errors), and iterators over
 * the lists that page.
 */
import { OPERATIONS, type OperationName } from './operations.ts';
import { cursorPages, nextCursorPages } from './paging.ts';
import { type CallInput, type CallOptions, type ClientSettings, createTransport, modeOfToken } from './transport.ts';
import type { Answer, ApiPath, HttpMethod, MethodOf, Mode, PathParamsOf, QueryOf, RequestBody, Schemas } from './types.ts';

type Spec<N extends OperationName> = (typeof OPERATIONS)[N];
/** The JSON body an operation takes. */
export type BodyOf<N extends OperationName> = RequestBody<Spec<N>['path'], Spec<N>['method']>;
/** The query parameters an operation takes. */
export type QueryParamsOf<N extends OperationName> = QueryOf<Spec<N>['path'], Spec<N>['method']>;
/** What an operation answers. */
export type AnswerOf<N extends OperationName> = Answer<Spec<N>['path'], Spec<N>['method']>;

/** Items per page of the lists: the API's largest pages (500 for bookings) would make the first item wait longest. */
const PAGE_SIZE = 100;
type Paged = { pageSize?: number };
/** The query fields the iterators of newest-first lists set themselves. */
type Paging = 'offset' | 'limit' | 'after' | 'count';
/** The page after `after`, or the first, without its total (a count reads every match). */
const byCursor = (after: string | undefined) => (after ? { after } : { count: 'false' as const });

/** One operation by its name, typed by the document: what every method below is a shortcut for. */
type Call = <N extends OperationName>(operation: N, input: CallInput, options?: CallOptions) => Promise<AnswerOf<N>>;

/** Accounts. */
function accountMethods(call: Call) {
  return {
    /** Public: makes an account; the answer's `token` is shown this once. */
    createAccount: (body: BodyOf<'createAccount'>, options?: CallOptions) => call('createAccount', { body }, options),
    account: (options?: CallOptions) => call('account', {}, options),
    updateAccount: (body: BodyOf<'updateAccount'>, options?: CallOptions) => call('updateAccount', { body }, options),
    /** Public: the one-time code from the verification email. */
    verifyEmail: (code: string, options?: CallOptions) => call('verifyEmail', { query: { code } }, options),
    /** Public: a code to reset a lost token goes to the email, if it has an account (always 202). */
    requestTokenReset: (body: BodyOf<'requestTokenReset'>, options?: CallOptions) => call('requestTokenReset', { body }, options),
    confirmTokenReset: (body: BodyOf<'confirmTokenReset'>, options?: CallOptions) => call('confirmTokenReset', { body }, options),
    /** Public: an account by email or domain. */
    lookupAccount: (id: string, options?: CallOptions) => call('lookupAccount', { path: { id } }, options),
    resendVerification: (options?: CallOptions) => call('resendVerification', {}, options),
    /** A new token (`grace_seconds` keeps the old one working that long); never repeated after a lost answer. */
    rotateToken: (body: BodyOf<'rotateToken'> = {}, options?: CallOptions) => call('rotateToken', { body }, options),
    /**
     * Issues the test-mode token (`tmk_test_…`), or replaces it (`grace_seconds` keeps the old one
     * working that long); shown this once. Either token may ask. Never repeated after a lost answer:
     * ask again, the token it then shows is the one that works.
     */
    rotateTestToken: (body: BodyOf<'rotateTestToken'> = {}, options?: CallOptions) => call('rotateTestToken', { body }, options),
    /** Makes or replaces the webhook signing secret (`whsec_…`), shown this once; the old one signs beside it for 24 hours. */
    rotateWebhookSecret: (options?: CallOptions) => call('rotateWebhookSecret', {}, options),
  };
}

/** Notifications we sent. */
function notificationMethods(call: Call) {
  return {
    /** The delivery log, newest first, every page. */
    notifications: ({ pageSize = PAGE_SIZE, ...filters }: Omit<QueryParamsOf<'notifications'>, Paging> & Paged = {}, options?: CallOptions) =>
      nextCursorPages((after, limit, o) => call('notifications', { query: { ...filters, limit, ...byCursor(after) } }, o), pageSize, options),
    notification: (id: string, options?: CallOptions) => call('notification', { path: { id } }, options),
    /** Sends yourself a signed `test` notification now and answers how your receiver took it. */
    sendTestNotification: (options?: CallOptions) => call('sendTestNotification', {}, options),
    redeliverNotification: (id: string, options?: CallOptions) => call('redeliverNotification', { path: { id } }, options),
  };
}

/** Access. */
function accessMethods(call: Call) {
  return {
    grantAgent: (agent: string, options?: CallOptions) => call('grantAgent', { path: { agent } }, options),
    revokeAgent: (agent: string, options?: CallOptions) => call('revokeAgent', { path: { agent } }, options),
    agents: (options?: CallOptions) => call('agents', {}, options),
    suppliers: (options?: CallOptions) => call('suppliers', {}, options),
  };
}

/** Catalog. */
function catalogMethods(call: Call) {
  return {
    products: (supplier: string, options?: CallOptions) => call('products', { query: { supplier } }, options),
    availability: (query: QueryParamsOf<'availability'>, options?: CallOptions) => call('availability', { query }, options),
    /** Per-ticket prices on a date (default: today where the product is) and time: each type's currency and the rule that priced it. */
    rates: (query: QueryParamsOf<'rates'>, options?: CallOptions) => call('rates', { query }, options),
    /**
     * What a basket would cost, before anything is held: every item priced on its own, with the
     * rule that priced each ticket, totals per currency, valid until `expires`. Cite it in
     * `reserve` (or a freesale `confirmBooking`) as `quote` and `quote_item` to be charged exactly that.
     */
    quote: (items: BodyOf<'quote'>['items'], options?: CallOptions) => call('quote', { body: { items } }, options),
    /** Supplier: replaces the product's whole table (defaults, options, rules by period, weekday and time). */
    setRates: (product: string, body: BodyOf<'setRates'>, options?: CallOptions) => call('setRates', { path: { product }, body }, options),
    ownRates: (product: string, options?: CallOptions) => call('ownRates', { path: { product } }, options),
    /** Supplier: the product's table as CSV, one row per rule and ticket type (what `setRatesCsv` takes back). */
    ratesCsv: async (product: string, options?: CallOptions): Promise<string> => String(await call('ownRates', { path: { product }, text: true }, options)),
    /** Supplier: replaces the table from CSV, all or nothing (a bad line is INVALID_CSV, its Error-Detail naming line and column). */
    setRatesCsv: (product: string, csv: string, options?: CallOptions) => call('setRates', { path: { product }, csv }, options),
    setPromotion: (code: string, body: BodyOf<'setPromotion'>, options?: CallOptions) => call('setPromotion', { path: { code }, body }, options),
    deletePromotion: (code: string, options?: CallOptions) => call('deletePromotion', { path: { code } }, options),
    promotions: (options?: CallOptions) => call('promotions', {}, options),
  };
}

/** Availability changes. */
function availabilityChangeMethods(call: Call) {
  const methods = {
    /** Supplier: tell the marketplace that availability changed outside it. */
    pushAvailabilityChange: (body: BodyOf<'pushAvailabilityChange'>, options?: CallOptions) => call('pushAvailabilityChange', { body }, options),
    /**
     * The changes after `since` (none: from the oldest kept), following `next` while `has_more`,
     * and the `cursor` to store and pass as the next `since`. A cursor older than the changes kept
     * throws `CursorExpiredError`: read availability again, then call this without `since`.
     */
    async availabilityChanges(from: { since?: number; limit?: number } = {}, options?: CallOptions) {
      const changes: Schemas['AvailabilityChange'][] = [];
      let cursor = from.since;
      for await (const page of methods.availabilityChangePages(from, options)) {
        changes.push(...page.changes);
        cursor = page.cursor;
      }
      return { changes, cursor: cursor as number };
    },
    /** The same, a page at a time: store each page's `cursor` once its changes are handled. */
    async *availabilityChangePages(from: { since?: number; limit?: number } = {}, options?: CallOptions) {
      let since = from.since;
      for (;;) {
        const page = await call(
          'availabilityChanges',
          { query: { ...(since !== undefined ? { since } : {}), ...(from.limit ? { limit: from.limit } : {}) } },
          options,
        );
        yield { changes: page.changes, cursor: page.next };
        if (!page.has_more) return;
        since = page.next;
      }
    },
  };
  return methods;
}

/** The request log. */
function requestLogMethods(call: Call) {
  return {
    /** Your requests of the last 7 days, newest first, every page (`status`: `4xx`, `409`, …; `since`: an ISO time). */
    requestLog: ({ pageSize = PAGE_SIZE, ...filters }: Omit<QueryParamsOf<'requestLog'>, 'before' | 'limit'> & Paged = {}, options?: CallOptions) =>
      cursorPages(
        (before) => call('requestLog', { query: { ...filters, limit: pageSize, ...(before !== undefined ? { before } : {}) } }, options),
        (page) => page.requests,
      ),
    requestLogEntry: (id: string, options?: CallOptions) => call('requestLogEntry', { path: { id } }, options),
  };
}

/** Reservations and bookings. */
function bookingMethods(call: Call) {
  return {
    /** Holds seats until `expires`. A 503 is retried; the answer's `reservation` confirms the booking. */
    reserve: (body: BodyOf<'reserve'>, options?: CallOptions) => call('reserve', { body }, options),
    releaseReservation: (reservation: string, options?: CallOptions) => call('releaseReservation', { body: { reservation } }, options),
    extendReservation: (body: BodyOf<'extendReservation'>, options?: CallOptions) => call('extendReservation', { body }, options),
    /** Confirms a booking; while the supplier is down (503 `SUPPLIER_UNAVAILABLE`) it repeats the same request after `Retry-After`, within the deadline. */
    confirmBooking: (body: BodyOf<'confirmBooking'>, options?: CallOptions) => call('confirmBooking', { body }, options),
    updateBooking: (body: BodyOf<'updateBooking'>, options?: CallOptions) => call('updateBooking', { body }, options),
    cancelBooking: (booking: string, options?: CallOptions) => call('cancelBooking', { body: { booking } }, options),
    /**
     * Supplier: cancel one of your own bookings (by your reference or the agent's) with a `reason`
     * and an optional `message` for the customer. The refund is always 100%; the agent is told by a
     * `booking.cancelled_by_supplier` notification. A booking already cancelled answers as it is.
     */
    cancelBookingAsSupplier: (body: BodyOf<'cancelBookingAsSupplier'>, options?: CallOptions) => call('cancelBookingAsSupplier', { body }, options),
    cancellationQuote: (booking: string, options?: CallOptions) => call('cancellationQuote', { query: { booking } }, options),
    /** Bookings you sell, own or supply, newest first, every page. */
    bookings: ({ pageSize = PAGE_SIZE, ...filters }: Omit<QueryParamsOf<'bookings'>, Paging> & Paged = {}, options?: CallOptions) =>
      nextCursorPages((after, limit, o) => call('bookings', { query: { ...filters, limit, ...byCursor(after) } }, o), pageSize, options),
    /** A booking by the agent's or the supplier's reference. */
    booking: (reference: string, options?: CallOptions) => call('booking', { path: { reference } }, options),
  };
}

/**
 * Orders: a basket of 1 to 20 items of any suppliers, held and confirmed all or nothing. Each call
 * carries an Idempotency-Key (the same on every repeat), and a 503 while a supplier is down is
 * repeated after `Retry-After`, within the deadline: the repeat answers the same order.
 */
function orderMethods(call: Call) {
  return {
    /** Holds every item at once; the answer is the order, `held`, or `failed` with each refused item's code. */
    createOrder: (body: BodyOf<'createOrder'>, options?: CallOptions) => call('createOrder', { body }, options),
    /** Confirms every item; the answer is the order, `confirmed`, `failed` (undone) or `stuck` (an item's undo refused). */
    confirmOrder: (order: string, options?: CallOptions) => call('confirmOrder', { body: { order } }, options),
    /** Cancels the whole order, each item under its own terms (`orderCancellationQuote` says beforehand). */
    cancelOrder: (order: string, options?: CallOptions) => call('cancelOrder', { body: { order } }, options),
    orderCancellationQuote: (order: string, options?: CallOptions) => call('orderCancellationQuote', { query: { order } }, options),
    /** Your orders, newest first, every page. */
    orders: ({ pageSize = PAGE_SIZE, ...filters }: Omit<QueryParamsOf<'orders'>, Paging> & Paged = {}, options?: CallOptions) =>
      nextCursorPages((after, limit, o) => call('orders', { query: { ...filters, limit, ...byCursor(after) } }, o), pageSize, options),
    order: (reference: string, options?: CallOptions) => call('order', { path: { reference } }, options),
  };
}

/** Redemption. */
function redemptionMethods(call: Call) {
  return {
    redeem: (barcode: string, options?: CallOptions) => call('redeem', { body: { barcode } }, options),
    setBarcodePrefix: (prefix: string, options?: CallOptions) => call('setBarcodePrefix', { path: { prefix } }, options),
    deleteBarcodePrefix: (prefix: string, options?: CallOptions) => call('deleteBarcodePrefix', { path: { prefix } }, options),
    barcodePrefixes: (options?: CallOptions) => call('barcodePrefixes', {}, options),
  };
}

/** Reports (JSON; for CSV ask `GET /v1/reports/…?format=csv` yourself). */
function reportMethods(call: Call) {
  return {
    reconciliationReport: (query: Omit<QueryParamsOf<'reconciliationReport'>, 'format'>, options?: CallOptions) =>
      call('reconciliationReport', { query }, options),
    invoiceReport: (query: Omit<QueryParamsOf<'invoiceReport'>, 'format'>, options?: CallOptions) => call('invoiceReport', { query }, options),
  };
}

/** Test mode (a test token only). */
function testModeMethods(call: Call) {
  return {
    /**
     * Deletes what you made in test mode (bookings, reservations, notifications, request log, keys,
     * the simulated supplier's records); nothing live. Holds and bookings with a step still in flight
     * are kept and counted (`kept_in_flight`): wipe again once they settle. A live token gets 403
     * `TEST_MODE_ONLY`.
     */
    wipeTestData: (options?: CallOptions) => call('wipeTestData', {}, options),
  };
}

export function createMarketplaceClient(settings: ClientSettings) {
  const send = createTransport(settings);
  const call = <N extends OperationName>(operation: N, input: CallInput, options?: CallOptions) =>
    send(operation, OPERATIONS[operation], input, options) as Promise<AnswerOf<N>>;

  return {
    /** `test` for a test token (`tmk_test_…`), `live` for any other; undefined without a token. Each answer also says (`responseOf(result).mode`). */
    mode: modeOfToken(settings.token) as Mode | undefined,

    /**
     * Any operation by method and path, typed by the document (the methods below are shortcuts
     * for these): `client.call('post', '/v1/redeem', { body: { barcode } })`.
     */
    call<P extends ApiPath, M extends MethodOf<P>>(
      method: M,
      path: P,
      input: { path?: PathParamsOf<P, M>; query?: QueryOf<P, M>; body?: RequestBody<P, M> } = {},
      options?: CallOptions,
    ): Promise<Answer<P, M>> {
      const name = (Object.keys(OPERATIONS) as OperationName[]).find((n) => OPERATIONS[n].method === (method as HttpMethod) && OPERATIONS[n].path === path);
      // An address the client has no name for (the redemption aliases): a POST still gets a key, but a lost answer is not repeated.
      const spec = name ? OPERATIONS[name] : { method: method as HttpMethod, path, keyed: false };
      return send(name ?? `${method} ${path}`, spec, input as CallInput, options) as Promise<Answer<P, M>>;
    },

    ...accountMethods(call),
    ...notificationMethods(call),
    ...accessMethods(call),
    ...catalogMethods(call),
    ...availabilityChangeMethods(call),
    ...requestLogMethods(call),
    ...bookingMethods(call),
    ...orderMethods(call),
    ...redemptionMethods(call),
    ...reportMethods(call),
    ...testModeMethods(call),
  };
}

export type MarketplaceClient = ReturnType<typeof createMarketplaceClient>;
