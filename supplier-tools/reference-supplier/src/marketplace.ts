import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';

/** The supplier's own account at the marketplace: where to push, and as whom. */
export type MarketplaceAccount = {
  /** The marketplace's API, e.g. https://api.marketplace.example (http:// only on loopback). */
  url: string;
  /** The account's e-mail and token: HTTP Basic, as for every call to the marketplace. */
  email: string;
  token: string;
  /** A certificate to trust beside the usual ones (a marketplace served with a private or self-signed one). */
  ca?: string | undefined;
};

export type PushAnswer = { supplier: string; product: string; option: string | null; dates: string[]; sequence: number };

/** What became of a push: the marketplace's answer, or why there is none. */
export type PushOutcome = { ok: true; answer: PushAnswer } | { ok: false; status: number | null; error: string };

const TIMEOUT_MS = 10_000;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The token must not cross a network in the clear: plain http is for a marketplace on this machine only. */
export function checkMarketplaceUrl(url: string): void {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname))) return;
  throw new Error(`the marketplace URL must be https:// (http:// only on this machine), got ${parsed.protocol}//${parsed.host}`);
}

/**
 * `POST {url}/v1/availability_changes` for one product's dates, once. It runs after the change is
 * committed here, so the marketplace never drops a day from its cache before the new figure is
 * what `/availability` answers. It does not retry: the admin route reports a failure, and its
 * request can be sent again (it sets, not adds) to push again. The Idempotency-Key makes a
 * client's own retry of this one request harmless.
 */
export async function pushAvailabilityChange(account: MarketplaceAccount, change: { product: string; dates: string[] }): Promise<PushOutcome> {
  checkMarketplaceUrl(account.url);
  const target = new URL(`${account.url.replace(/\/+$/, '')}/v1/availability_changes`);
  const payload = Buffer.from(JSON.stringify({ product: change.product, dates: change.dates }), 'utf8');
  const headers = {
    authorization: `Basic ${Buffer.from(`${account.email}:${account.token}`, 'utf8').toString('base64')}`,
    'content-type': 'application/json',
    'content-length': String(payload.length),
    'idempotency-key': randomUUID(),
  };
  const transport = target.protocol === 'https:' ? https : http;
  // `ca` replaces Node's roots: the usual ones (NODE_EXTRA_CA_CERTS included) are kept beside it.
  const trust = target.protocol === 'https:' && account.ca ? { ca: [...tls.getCACertificates('default'), account.ca] } : {};
  return new Promise<PushOutcome>((resolve) => {
    const req = transport.request(target, { method: 'POST', headers, timeout: TIMEOUT_MS, ...trust }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (err) => resolve({ ok: false, status: res.statusCode ?? null, error: err.message }));
      res.on('end', () => {
        let body: unknown = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // not JSON: reported by status below
        }
        const status = res.statusCode ?? 0;
        if (status === 200) return resolve({ ok: true, answer: body as PushAnswer });
        const code = (body as { error?: unknown } | null)?.error;
        resolve({ ok: false, status, error: typeof code === 'string' ? code : `HTTP ${status}` });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', (err) => resolve({ ok: false, status: null, error: err.message }));
    req.end(payload);
  });
}
