import type { IncomingMessage } from 'node:http';
import { Refusal } from './answers.ts';

const BODY_LIMIT_BYTES = 100 * 1024;

/** The body's exact bytes: the ledger compares a repeat with the first request byte for byte. */
export async function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new Refusal('BODY_TOO_LARGE', 413);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
