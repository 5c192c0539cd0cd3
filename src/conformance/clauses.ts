/**
 * The clause each check enforces, cited from the documents in this repository: docs/CONTRACT.md
 * (the contract, restated with numbered clauses), and for what the marketplace adds,
 * docs/SUPPLIERS.md or docs/API.md. A citation names the section (its heading as written), the
 * numbered clause in it when there is one, and the words it quotes; test/docs/contract.test.ts
 * fails when one of them does not resolve, so the kit never quotes a clause that is not there.
 */

export type ClauseDocument = 'CONTRACT.md' | 'SUPPLIERS.md' | 'API.md';

export type Citation = {
  /** The document (docs/…); CONTRACT.md unless said. */
  doc?: ClauseDocument;
  /** The section's heading, as written (without the leading #s). */
  section: string;
  /** The numbered clause (a numbered list item) of that section. */
  clause?: number;
  /** Words of that section (or clause), as written. */
  quote?: string;
};

export const CITATIONS = {
  authSent: [
    { section: 'Account', quote: 'Either URL may carry HTTP Basic credentials in its user-info' },
    { section: 'Authentication', clause: 3 },
  ],
  authRequired: [
    { section: 'Authentication', clause: 3, quote: 'a receiver should check them on every request, since without them anyone who knows the URL could call it' },
  ],
  products: [
    {
      section: 'GET {callback_url}/products',
      quote: 'The answer is a JSON object keyed by product code, each product with `time_zone` and without `currency`',
    },
  ],
  availability: [
    { section: 'GET {callback_url}/availability', quote: 'The supplier answers every date from `from` to `to`, each in one form' },
    { section: 'Availability day', quote: 'Each date takes one of two forms, never both' },
  ],
  reservation: [
    { section: 'POST {callback_url}/reservation', quote: 'The answer is `{"reservation": CODE}`' },
    { section: 'Limits', clause: 3, quote: "The supplier holds a reservation's seats until its `expires` time" },
  ],
  reservationCancellation: [
    { section: 'POST {callback_url}/reservation_cancellation', quote: 'releases the seats of a reservation that will not be confirmed' },
  ],
  reservationExtension: [
    {
      doc: 'SUPPLIERS.md',
      section: 'Holds agents can extend (`reservation_extension`)',
      quote: 'Answer any 2xx to agree: the seats stay held until the new `expires`',
    },
  ],
  questions: [
    {
      doc: 'SUPPLIERS.md',
      section: 'Booking questions per product and option (`questions`)',
      quote: 'declare the questions in your `GET /products` answer, on a product or on an option',
    },
  ],
  confirmation: [{ section: 'POST {callback_url}/booking_confirmation', quote: '`tickets` has one entry per requested ticket' }],
  replay: [{ section: 'Limits', clause: 5, quote: 'on a repeated key must answer with exactly the same body and headers as the first time' }],
  once: [{ section: 'Limits', clause: 5, quote: 'The supplier must not perform a request twice for one key (no double bookings)' }],
  newKey: [{ section: 'Limits', clause: 5, quote: 'an `Idempotency-Key` (a UUID, one per logical request)' }],
  bookingUpdate: [
    { section: 'POST {callback_url}/booking_update', quote: "The answer has the same body as the confirmation's answer, listing all tickets and barcodes" },
  ],
  cancellation: [{ section: 'POST {callback_url}/booking_cancellation', quote: 'Any 2xx means cancelled' }],
  lookupLive: [{ section: 'GET {callback_url}/barcode_lookup', quote: 'The answer is a full booking object' }],
  lookupInvalid: [
    { section: 'GET {callback_url}/barcode_lookup', quote: 'If the booking was cancelled or the barcode is unknown: 400 with `{"error": "BARCODE_INVALID"}`' },
  ],
  errors: [{ section: 'Errors', quote: 'Refusals are HTTP 400 Bad Request with a JSON body of one field: `{"error": CODE}`' }],
  timing: [
    { section: 'Limits', clause: 8, quote: 'each call to a supplier times out after `SUPPLIER_TIMEOUT_MS`' },
    { section: 'What the service does', clause: 7, quote: "a callback that is down, slow or wrong makes the agent's booking fail" },
  ],
  notification: [
    { section: 'Events', quote: "Notifications are POSTed to `{notification_url}` with the event's name appended as a path" },
    { section: 'Limits', clause: 5 },
    { doc: 'SUPPLIERS.md', section: 'Verifying a notification', quote: 'refuse a notification whose signature does not verify' },
  ],
  signedNotification: [
    { doc: 'API.md', section: 'Testing your receiver', quote: '`POST /v1/notifications/test` (no body) sends the caller a `test` event now' },
  ],
  pushContract: [{ doc: 'API.md', section: "The supplier's push", quote: "an unknown product of the caller's own is 404 `PRODUCT_NOT_FOUND`" }],
  pushUsed: [{ doc: 'SUPPLIERS.md', section: 'Integration, step by step', clause: 10, quote: 'Push what changes outside the marketplace' }],
} satisfies Record<string, Citation[]>;

/** One citation as the report prints it: `docs/CONTRACT.md, Limits 5: "…"`. */
export function citationText(citation: Citation): string {
  const where = `docs/${citation.doc ?? 'CONTRACT.md'}, ${citation.section}${citation.clause === undefined ? '' : ` ${citation.clause}`}`;
  return citation.quote ? `${where}: "${citation.quote}"` : where;
}

/** The clause of each check, as the report prints it. */
export const CLAUSES = Object.fromEntries(
  Object.entries(CITATIONS).map(([check, citations]) => [check, (citations as Citation[]).map(citationText).join('; ')]),
) as Record<keyof typeof CITATIONS, string>;
