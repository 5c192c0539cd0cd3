/**
 * The contract clause each check enforces (the marketplace contract's own words), quoted so a
 * supplier's developer can find it without this repository.
 */
export const CLAUSES = {
  authSent: 'Account: "Either URL may carry HTTP Basic credentials … which the receiver may check"; Authentication 3',
  authRequired: 'Authentication 3: requests from the service carry the Basic credentials of callback_url; a receiver that checks none accepts anyone',
  products: 'GET {callback_url}/products: "JSON object keyed by product code (see Product; includes time_zone, no currency)"',
  availability:
    'GET {callback_url}/availability: "The supplier must answer for every day in the range"; Availability day: "A single date never mixes the two" forms',
  reservation: 'POST {callback_url}/reservation: "Response 200: reservation (string)"; Limits 3: "A reservation\'s seats must be held until its expires time"',
  reservationCancellation: 'Supplier callbacks: "POST /reservation_cancellation: Cancel a reservation and release seats"',
  reservationExtension:
    'Marketplace extension (docs/SUPPLIERS.md, Holds agents can extend): once `reservation_extension` is declared, POST /reservation_extension {reservation, agent, expires} keeps the seats held until `expires`; any 2xx is yes',
  questions:
    'Marketplace extension (docs/SUPPLIERS.md, Booking questions): `questions` on a product or option in GET /products, each {id, label, type, choices, required, per}; the answers reach POST /booking_confirmation and /booking_update as `answers`',
  confirmation:
    'POST {callback_url}/booking_confirmation: "Response 200: mobile, reference, barcode, tickets (array of type, barcode; one entry per requested ticket)"',
  replay: 'Limits 5: "on a repeated key, [the supplier] must answer with exactly the same body and headers"',
  once: 'Limits 5: "The supplier must not perform the same request twice for one key (this avoids double bookings)"',
  newKey: 'Limits 5: the Idempotency-Key is "a unique UUID per request": a new key is a new request, performed again',
  bookingUpdate: 'POST {callback_url}/booking_update: "Response 200 with the same body as the confirmation response, listing all tickets and barcodes"',
  cancellation: 'Supplier callbacks: "POST /booking_cancellation: Cancel a confirmed booking"',
  lookupLive: 'GET {callback_url}/barcode_lookup: "Response 200: a full booking object with ticket … tickets (all tickets …)"',
  lookupInvalid: 'GET {callback_url}/barcode_lookup: "If the booking was cancelled or the barcode is unknown: 400 with {error: BARCODE_INVALID}"',
  errors:
    'Errors: "HTTP 400 Bad Request with a JSON body holding the single field error (string code)"; Reservation codes SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE',
  timing: 'Limits 8 and What the service does 7: the service gives up on a callback after SUPPLIER_TIMEOUT_MS (10 s by default) and retries',
  notification:
    'Events: notifications are POSTed to {notification_url} with a path appended, with an Idempotency-Key (Limits 5); signed (Standard Webhooks) once the account has a webhook secret, and a receiver refuses unsigned ones then',
  signedNotification:
    'API, POST /v1/notifications/test: a `test` event to {notification_url}/test, signed (Standard Webhooks) once the account has a webhook secret; the answer is what the receiver said',
  pushContract:
    'API, The supplier\'s push: POST /v1/availability_changes answers {supplier, product, option, dates, sequence}; "an unknown product of the caller\'s own is 404 PRODUCT_NOT_FOUND"; from/to "at most 366 days"',
  pushUsed:
    'Integrating as a supplier 9, "Push what changes outside the marketplace": without pushes, availability_ttl_seconds is the only bound on how stale a kept answer can be',
} as const;
