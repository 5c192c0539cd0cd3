import { Migration001Accounts } from './Migration001Accounts.ts';

/** Applied in this order; never edit a migration that has shipped, add a new one. */
export const migrationsList = [{ name: 'Migration001Accounts', class: Migration001Accounts }];
