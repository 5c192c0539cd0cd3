import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ThrowawayCa } from './throwawayCa.ts';

export type RecordedRequest = {
  method: string;
  /** Path below the base path `/cb`, e.g. `/availability`. */
  path: string;
  query: Record<string, string>;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Parsed JSON, or null when the body is empty or not JSON (see rawBody). */
  body: unknown;
  rawBody: string;
  /** Client's source port: equal ports on consecutive requests mean the connection was reused. */
  remotePort: number | undefined;
  at: Date;
};

export type FakeResponse = {
  status?: number;
  /** Serialised as JSON, except strings/Buffers sent with a non-JSON content-type, which go out verbatim. */
  body?: unknown;
  headers?: Record<string, string>;
};

export type FakeHandler = (req: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

export type FakeSupplier = {
  /** Base URL including `/cb` and, when configured, user-info credentials. */
  url: string;
  origin: string;
  port: number;
  requests: RecordedRequest[];
  on(method: string, path: string, handler: FakeHandler): void;
  /** Faults apply to the next matching requests, to any path unless `path` (e.g. '/booking_confirmation') is given. */
  failNext(n: number, status?: number, path?: string): void;
  dropNext(n: number, path?: string): void;
  delayNext(n: number, ms: number, path?: string): void;
  /** The next matching requests are carried out (the handler runs) but their answer is lost: the connection drops. */
  loseAnswerNext(n: number, path?: string): void;
  /** The next matching requests are carried out at once and answered only after `ms`: a slow supplier. */
  answerLateNext(n: number, ms: number, path?: string): void;
  /** Drops the faults not yet used, keeping handlers and the request log. */
  clearFaults(): void;
  reset(): void;
  close(): Promise<void>;
};

type Fault = { remaining: number; path?: string | undefined } & (
  | { kind: 'fail'; status: number }
  | { kind: 'drop' }
  | { kind: 'delay'; ms: number }
  | { kind: 'lose' }
  | { kind: 'late'; ms: number }
);

const BASE_PATH = '/cb';

export async function startFakeSupplier(opts: { ca: ThrowawayCa; username?: string; password?: string }): Promise<FakeSupplier> {
  const { certPem, keyPem } = opts.ca.issue(['localhost', '127.0.0.1', '::1']);
  const requests: RecordedRequest[] = [];
  const handlers = new Map<string, FakeHandler>();
  const faults: Fault[] = [];
  const pendingDelays = new Set<NodeJS.Timeout>();
  const expectedAuth = opts.username !== undefined || opts.password !== undefined ? `${opts.username ?? ''}:${opts.password ?? ''}` : undefined;

  const server = https.createServer({ cert: certPem, key: keyPem }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });

  async function handle(req: IncomingMessage, res: ServerResponse, rawBody: string) {
    const url = new URL(req.url ?? '/', 'https://fake.invalid');
    const underBase = url.pathname === BASE_PATH || url.pathname.startsWith(`${BASE_PATH}/`);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: underBase ? url.pathname.slice(BASE_PATH.length) || '/' : url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')])),
      body: parseJsonOrNull(rawBody),
      rawBody,
      remotePort: req.socket.remotePort,
      at: new Date(),
    };
    requests.push(recorded);

    const fault = takeFault(recorded.path);
    if (fault?.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'fail') {
      send(res, { status: fault.status, body: { error: 'INJECTED_FAILURE' } });
      return;
    }
    if (fault?.kind === 'delay') {
      await wait(fault.ms);
      if (res.destroyed) return;
    }

    if (expectedAuth !== undefined && basicCredentials(recorded.headers.authorization) !== expectedAuth) {
      send(res, { status: 401, body: { error: 'UNAUTHORIZED' } });
      return;
    }
    const handler = underBase ? handlers.get(routeKey(recorded.method, recorded.path)) : undefined;
    if (!handler) {
      send(res, { status: 404, body: { error: 'NOT_FOUND' } });
      return;
    }
    let answer: FakeResponse;
    try {
      answer = await handler(recorded);
    } catch {
      answer = { status: 500, body: { error: 'FAKE_HANDLER_FAILED' } };
    }
    if (fault?.kind === 'lose') {
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'late') await wait(fault.ms);
    send(res, answer);
  }

  function wait(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        pendingDelays.delete(timer);
        resolve();
      }, ms);
      pendingDelays.add(timer);
    });
  }

  function takeFault(path: string): Fault | undefined {
    const index = faults.findIndex((f) => f.path === undefined || f.path === path);
    const fault = faults[index];
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults.splice(index, 1);
    return fault;
  }

  function addFault(fault: Fault) {
    if (fault.remaining > 0) faults.push(fault);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  const userInfo = expectedAuth !== undefined ? `${encodeURIComponent(opts.username ?? '')}:${encodeURIComponent(opts.password ?? '')}@` : '';

  return {
    url: `https://${userInfo}127.0.0.1:${port}${BASE_PATH}`,
    origin,
    port,
    requests,
    on: (method, path, handler) => handlers.set(routeKey(method, path), handler),
    failNext: (n, status = 500, path) => addFault({ kind: 'fail', remaining: n, status, path }),
    dropNext: (n, path) => addFault({ kind: 'drop', remaining: n, path }),
    delayNext: (n, ms, path) => addFault({ kind: 'delay', remaining: n, ms, path }),
    loseAnswerNext: (n, path) => addFault({ kind: 'lose', remaining: n, path }),
    answerLateNext: (n, ms, path) => addFault({ kind: 'late', remaining: n, ms, path }),
    clearFaults: () => {
      faults.length = 0;
    },
    reset: () => {
      faults.length = 0;
      requests.length = 0;
      handlers.clear();
    },
    close: async () => {
      for (const timer of pendingDelays) clearTimeout(timer);
      pendingDelays.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

function send(res: ServerResponse, response: FakeResponse) {
  if (res.destroyed || res.headersSent) return;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name.toLowerCase()] = value;
  const contentType = headers['content-type'];
  let payload: Buffer | undefined;
  if (response.body === undefined) {
    payload = undefined;
  } else if ((typeof response.body === 'string' || Buffer.isBuffer(response.body)) && contentType && !contentType.includes('json')) {
    payload = Buffer.from(response.body);
  } else {
    payload = Buffer.from(JSON.stringify(response.body), 'utf8');
    headers['content-type'] ??= 'application/json';
  }
  headers['content-length'] = String(payload?.length ?? 0);
  res.writeHead(response.status ?? 200, headers);
  res.end(payload);
}

function basicCredentials(header: string | undefined): string | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : undefined;
}

function parseJsonOrNull(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
