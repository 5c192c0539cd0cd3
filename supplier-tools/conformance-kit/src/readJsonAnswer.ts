import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export type JsonAnswer = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, UTF-8. */
  text: string;
  /** The text parsed as JSON; null when empty; the text itself when it is not JSON (the caller judges it). */
  body: unknown;
};

/**
 * Reads a whole answer of node:http or node:https and parses it as JSON where it is. For callers
 * that use Node's own client rather than fetch: a keep-alive pool that costs less per request, a
 * method fetch refuses, or an answer recorded as it came.
 */
export function readJsonAnswer(res: IncomingMessage): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        // not JSON: the text stands
      }
      resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
    });
    res.on('error', reject);
  });
}
