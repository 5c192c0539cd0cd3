import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import { ERROR_STATUS, type ErrorCode } from '../errors.ts';

/**
 * An HTTP server for the app. A request Node's own parser refuses (a method it does not know, a
 * malformed or oversized header) never reaches Koa: it still gets the API's `{"error": CODE}`.
 */
export function createApiServer(app: Koa): Server {
  const server = createServer(app.callback());
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    // As Node's own handler: answer only on a socket that has not answered anything yet.
    if (!socket.writable || socket.bytesWritten > 0 || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const code: ErrorCode = err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'INVALID_REQUEST';
    const status = ERROR_STATUS[code];
    const body = JSON.stringify({ error: code });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
