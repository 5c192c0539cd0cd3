import { readFileSync } from 'node:fs';

/** This release's version, as package.json says. */
export const VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * What every call to a supplier or a notification receiver says it is, so that a supplier can
 * tell our calls apart in its logs and find who to ask: `ticket-marketplace/<version>
 * (+<PUBLIC_URL>)`, as crawlers name their home page.
 */
export function userAgent(publicUrl?: string): string {
  return publicUrl ? `ticket-marketplace/${VERSION} (+${publicUrl})` : `ticket-marketplace/${VERSION}`;
}
