import { VERSION } from '../version.ts';

/**
 * What every call to a supplier or a notification receiver says it is, so that a supplier can
 * tell our calls apart in its logs and find who to ask: `ticket-marketplace/<version>
 * (+<PUBLIC_URL>)`, as crawlers name their home page.
 */
export function userAgent(publicUrl?: string): string {
  return publicUrl ? `ticket-marketplace/${VERSION} (+${publicUrl})` : `ticket-marketplace/${VERSION}`;
}
