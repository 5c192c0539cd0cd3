import { readFileSync } from 'node:fs';

/**
 * This release's version, as package.json says: what the supplier client's User-Agent and the
 * traces' `service.version` both name. A module of its own, so that neither reads it from the other.
 */
export const VERSION: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
