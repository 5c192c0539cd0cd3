/**
 * The demo agent's notification receiver: what an agent runs at its `notification_url` to hear of
 * redemptions, availability changes (`availability.updated`) and outcomes it could not wait for.
 * HTTPS on loopback with the demo's certificate; each notification must carry a valid Standard
 * Webhooks signature by the agent's own secret (401 INVALID_SIGNATURE otherwise), and is logged in
 * one line. The reference supplier
 * receives the supplier's notifications the same way with the supplier's secret: each account
 * verifies with its own.
 */
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Certificate } from '../referenceSupplier/certificate.ts';
import { checkSignature } from '../referenceSupplier/notifications.ts';
import { Refusal } from '../referenceSupplier/answers.ts';

export const AGENT_INBOX_PATH = '/notifications';
const BODY_LIMIT_BYTES = 100 * 1024;

export type AgentInbox = {
  /** https://127.0.0.1:<port>/notifications: the agent account's notification_url. */
  url: string;
  /** From now on, notifications must be signed with this secret (the agent just made it). */
  setWebhookSecret(secret: string): void;
  close(): Promise<void>;
};

/** What a notice is about, for its log line: an availability notice's product, dates and sequence, else the booking. */
function about(event: string, body: { agent_reference?: string; product?: string; dates?: string[]; from?: string; sequence?: number }): string {
  if (event === 'rates.updated') return `for ${body.product ?? '?'}: prices from ${body.from ?? '?'} on may differ (sequence ${body.sequence ?? '?'})`;
  if (event !== 'availability.updated') return `for booking ${body.agent_reference ?? '?'}`;
  const dates = body.dates ?? [];
  const days = dates.length > 5 ? `${dates[0]} to ${dates.at(-1)} (${dates.length} dates)` : dates.join(', ');
  return `for ${body.product ?? '?'} on ${days} (sequence ${body.sequence ?? '?'})`;
}

export async function startAgentInbox(options: { port: number; certificate: Certificate; log: (line: string) => void }): Promise<AgentInbox> {
  let secret: string | undefined;
  const answer = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'https://inbox.invalid');
    if (req.method !== 'POST' || !url.pathname.startsWith(`${AGENT_INBOX_PATH}/`)) return answer(res, 404, { error: 'NOT_FOUND' });
    const event = url.pathname.slice(AGENT_INBOX_PATH.length + 1);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        // Answered once the rest is read, so the client sees the 413 rather than a reset.
        req.resume();
        await new Promise((resolve) => req.once('end', resolve));
        return answer(res, 413, { error: 'BODY_TOO_LARGE' });
      }
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);
    // Until the agent has made its secret (at each start, once the API is up) nothing can be
    // checked: a delivery still pending from an earlier run is asked to come back, not taken unchecked.
    if (!secret) {
      options.log(`agent inbox: ${event} asked to come back (the agent's secret is not set yet)`);
      return answer(res, 503, { error: 'NOT_READY' });
    }
    try {
      checkSignature(secret, body, req.headers);
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      options.log(`agent inbox: ${event} refused, ${err.code} (not signed with the agent’s secret)`);
      return answer(res, err.status, { error: err.code });
    }
    options.log(`agent inbox: ${event} ${about(event, JSON.parse(body.toString('utf8') || '{}'))}, signature verified`);
    return answer(res, 200, {});
  }

  const server = https.createServer({ cert: options.certificate.certPem, key: options.certificate.keyPem }, (req, res) => {
    handle(req, res).catch((err: unknown) => {
      options.log(`agent inbox: a request failed: ${err instanceof Error ? err.message : String(err)}`);
      if (!res.headersSent) answer(res, 400, { error: 'INVALID_REQUEST' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${port}${AGENT_INBOX_PATH}`,
    setWebhookSecret(next) {
      secret = next;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
