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
