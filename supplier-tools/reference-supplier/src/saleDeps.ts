import type { Catalog } from './catalog.ts';
import type { Faults } from './faults.ts';
import type { Store } from './store.ts';

/** What the reservation and booking operations work with; each runs inside the ledger's transaction (see ledger.ts). */
export type SaleDeps = { store: Store; catalog: Catalog; nextBarcode: () => string; faults: Faults };
