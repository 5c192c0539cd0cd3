/**
 * How long a client may take to send a request (not how long we take to answer it: a booking may
 * wait BOOKING_WAIT_MS). Bodies are at most 100 kB, so a client still sending after these is slow on
 * purpose or broken; either way it holds a socket. Documented in docs/SECURITY.md.
 */
export type TransportTimeouts = { headersMs: number; requestMs: number };
export const TRANSPORT_TIMEOUTS: TransportTimeouts = { headersMs: 20_000, requestMs: 30_000 };
