import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Webhook } from 'standardwebhooks';
import type { ThrowawayCa } from '../../test/helpers/throwawayCa.ts';
import type { Cleanups } from '../cleanups.ts';

// The receiver: every agent's notification_url, in this process.

export type Arrival = {
  agent: number;
  /** performance.now() when the whole body was in. */
  at: number;
  webhookId: string;
  sequence: number | undefined;
  signature: 'verified' | 'bad' | 'unsigned';
  bytes: number;
};

export type Receiver = {
  urlOf(agent: number): string;
  arrivals: Arrival[];
  /** Requests that named no agent, another path or another method. */
  stray: string[];
  /** Called after each arrival is recorded. */
  listeners: Set<() => void>;
  connections: () => number;
};

export async function startReceiver(ca: ThrowawayCa, ports: number, webhookOf: (agent: number) => Webhook | undefined, cleanups: Cleanups) {
  const { certPem, keyPem } = ca.issue(['localhost', '127.0.0.1']);
  const arrivals: Arrival[] = [];
  const stray: string[] = [];
  const listeners = new Set<() => void>();
  let connections = 0;
  const servers: https.Server[] = [];
  for (let i = 0; i < ports; i++) {
    const server = https.createServer({ cert: certPem, key: keyPem }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const at = performance.now();
        const match = /^\/agent-(\d+)\/availability\.updated$/.exec(req.url ?? '');
        const webhook = match ? webhookOf(Number(match[1])) : undefined;
        if (!match || req.method !== 'POST' || !webhook) {
          stray.push(`${req.method} ${req.url}`);
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"NOT_FOUND"}');
          return;
        }
        const body = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : '');
        let signature: Arrival['signature'] = 'unsigned';
        if (header('webhook-signature') !== '') {
          try {
            webhook.verify(body, {
              'webhook-id': header('webhook-id'),
              'webhook-timestamp': header('webhook-timestamp'),
              'webhook-signature': header('webhook-signature'),
            });
            signature = 'verified';
          } catch {
            signature = 'bad';
          }
        }
        let sequence: number | undefined;
        try {
          const value = (JSON.parse(body) as { sequence?: unknown }).sequence;
          sequence = typeof value === 'number' ? value : undefined;
        } catch {
          // not JSON: counted without a sequence
        }
        arrivals.push({ agent: Number(match[1]), at, webhookId: header('webhook-id'), sequence, signature, bytes: body.length });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        for (const listener of listeners) listener();
      });
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    servers.push(server);
  }
  cleanups.push({
    what: 'fan-out receiver',
    run: () =>
      Promise.all(
        servers.map((server) => {
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeAllConnections();
          return closed;
        }),
      ),
  });
  const portOf = servers.map((server) => (server.address() as AddressInfo).port);
  const receiver: Receiver = {
    urlOf: (agent) => `https://127.0.0.1:${portOf[agent % portOf.length]}/agent-${agent}`,
    arrivals,
    stray,
    listeners,
    connections: () => connections,
  };
  return receiver;
}
