/**
 * Live and test: one deployment, one database, one Temporal namespace, two worlds. The credentials
 * choose the mode (a test token starts with TEST_TOKEN_PREFIX); everything a request creates
 * belongs to its mode and is invisible to the other. Accounts, domains, grants, products, rates and
 * promotions are shared.
 */
export const MODES = ['live', 'test'] as const;
export type Mode = (typeof MODES)[number];

/** The header every answer carries, and every call to a supplier or a receiver made in test mode. */
export const MODE_HEADER = 'Marketplace-Mode';

/** The PostgreSQL schema that holds test mode's rows; live mode's are in `public`. */
export const TEST_SCHEMA = 'test';
