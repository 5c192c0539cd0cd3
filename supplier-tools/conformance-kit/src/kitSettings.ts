/**
 * The identities and sizes every step of the kit uses, in one place so a supplier sees the same
 * kit account throughout a run and the checks agree on how many tickets were asked for.
 */

/** The identifier the kit sends as `agent`: no real account, so a supplier can spot the kit's traffic. */
export const KIT_AGENT = 'conformance-kit@marketplace.example';
/** The `supplier` of the kit's barcode look-ups: the account asking, which for the kit is no real one either. */
export const KIT_SUPPLIER = 'conformance-kit-scanner@marketplace.example';
/** Tickets per reservation and booking: more than one, so "one ticket per requested ticket" is tested. */
export const TICKETS = 2;
/** The kit books at least this many days ahead: suppliers may refuse changes close to the date. */
export const FIRST_DAY_AHEAD = 3;
/**
 * The day the kit's own availability pushes name: long past, so dropping it from the marketplace's
 * cache changes nothing an agent can sell, and recognisable, so that `push.used` does not count an
 * earlier run's push as the supplier's own.
 */
export const KIT_PUSH_DATE = '2000-01-01';
/** A product code no supplier has: the kit pushes it to see PRODUCT_NOT_FOUND (a random tail makes it unique per run). */
export const NO_SUCH_PRODUCT = 'CONFORMANCE-KIT-NO-SUCH-PRODUCT';
