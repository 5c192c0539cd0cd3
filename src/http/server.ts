import { randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import { ERROR_STATUS, type ErrorCode } from '../errors.ts';
import { errorDetail } from './errorDetail.ts';
import { TRANSPORT_TIMEOUTS, type TransportTimeouts } from '../transportTimeouts.ts';

/**
 * An HTTP server for the app. A request Node's own parser refuses (a method it does not know, a
 * malformed or oversized header) never reaches Koa: it still gets the API's `{"error": CODE}`.
 */
export function createApiServer(app: Koa, timeouts: TransportTimeouts = TRANSPORT_TIMEOUTS): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // How often Node looks for requests past those limits (its default, 30 s, would let one run 30 s over).
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    app.callback(),
  );
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    // As Node's own handler: answer unless an answer is being written on this socket now. Not
    // "nothing written yet": on a keep-alive connection an earlier request's answer was, and the
    // client then saw its connection closed instead of a 431 (issue 22 §7).
    const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || answering?.headersSent === true || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const code: ErrorCode =
      err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : 'INVALID_REQUEST';
    const status = ERROR_STATUS[code];
    const body = JSON.stringify({ error: code });
    // Never seen by Koa, so never logged with an id: a fresh one still says which answer this was.
    const requestId = randomUUID();
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nRequest-Id: ${requestId}\r\nX-Request-Id: ${requestId}\r\nError-Detail: ${errorDetail(code, undefined)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
