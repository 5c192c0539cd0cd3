import { isIP } from 'node:net';
import { createBarcodes } from './barcodes.ts';
import { createBookings } from './bookings.ts';
import { createCatalog } from './catalog.ts';
import { certificateHosts, selfSignedCertificate, WILDCARD_HOSTS } from './certificate.ts';
import type { Fault } from './faults.ts';
import { createLedger } from './ledger.ts';
import { checkMarketplaceUrl, type MarketplaceAccount } from './marketplace.ts';
import { createApp, listen, NOTIFICATIONS_PATH } from './server.ts';
import { createStock } from './stock.ts';
import { openStore } from './store.ts';

export { FAULTS, type Fault, isFault } from './faults.ts';
export { type Certificate, certificateHosts, selfSignedCertificate } from './certificate.ts';
export { ADMIN_USER } from './admin.ts';
export { checkMarketplaceUrl, type MarketplaceAccount, type PushAnswer } from './marketplace.ts';

export type ReferenceSupplierOptions = {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  username: string;
  password: string;
  /** SQLite file, or ':memory:' (the default). */
  databasePath?: string;
  /** Generated (self-signed, for localhost, 127.0.0.1, ::1 and `host`) when absent. */
  certificate?: { certPem: string; keyPem: string };
  /** Default 'RS'. */
  barcodePrefix?: string;
  faults?: Fault[];
  /** The account's webhook secret (`whsec_…`): notifications must then be signed with it. */
  webhookSecret?: string;
  /** One line per request (method path status ms), never credentials. */
  log?: (line: string) => void;
  /** The operator's password for `POST /admin/stock` (user `admin`); without it no `/admin` route is served. */
  adminPassword?: string;
  /** The supplier's marketplace account: stock changed through `/admin/stock` is pushed there. */
  marketplace?: MarketplaceAccount;
  /** Declare the products' cancellation terms (products.ts) in `/products`; off by default: no terms, the marketplace's default rule. */
  cancellationTerms?: boolean;
  /** Declare the products' booking questions (products.ts: HARBOUR-TOUR) in `/products` and require their answers; off by default: no questions. */
  bookingQuestions?: boolean;
};

export type ReferenceSupplier = {
  /** https://user:pass@host:port: the account's callback_url. */
  url: string;
  /** https://user:pass@host:port/notifications: the account's notification_url. */
  notificationUrl: string;
  /** What a client must trust: the self-signed certificate (or the one given). */
  caCertPem: string;
  /** The product list as /products answers it. */
  products: Record<string, unknown>;
  /** https://host:port/admin, without credentials (user `admin`, the `adminPassword`); null when not served. */
  adminUrl: string | null;
  /**
   * From now on, notifications must be signed with this secret (the account just made it), or with
   * one of `others`: the secrets of other marketplace accounts this same server serves (the demo's
   * second supplier).
   */
  setWebhookSecret(secret: string | undefined, ...others: string[]): void;
  /** From now on, stock changes are pushed to this account (undefined: to none); throws for an http:// URL off this machine. */
  connectMarketplace(account: MarketplaceAccount | undefined): void;
  close(): Promise<void>;
};

/** Starts the reference supplier: a complete supplier of the marketplace contract, over HTTPS. */
export async function startReferenceSupplier(options: ReferenceSupplierOptions): Promise<ReferenceSupplier> {
  // Basic auth joins user name and password with a colon: a colon in the name would split wrongly.
  if (options.username.includes(':')) throw new Error('the user name must not contain a colon');
  const host = options.host ?? '127.0.0.1';
  const faults = new Set(options.faults ?? []);
  const log = options.log ?? (() => {});
  const nextBarcode = createBarcodes(options.barcodePrefix ?? 'RS');
  const certificate = options.certificate ?? selfSignedCertificate(certificateHosts(host));

  const store = openStore(options.databasePath ?? ':memory:');
  const catalog = createCatalog(store, faults, { cancellationTerms: options.cancellationTerms ?? false, bookingQuestions: options.bookingQuestions ?? false });
  const bookings = createBookings({ store, catalog, nextBarcode, faults });
  const ledger = createLedger(store, faults);
  const stock = createStock(store, catalog);
  let webhookSecrets = options.webhookSecret ? [options.webhookSecret] : [];
  if (options.marketplace) checkMarketplaceUrl(options.marketplace.url);
  let marketplace = options.marketplace;
  const app = createApp({
    catalog,
    bookings,
    ledger,
    faults,
    username: options.username,
    password: options.password,
    log,
    webhookSecrets: () => webhookSecrets,
    stock,
    adminPassword: options.adminPassword,
    marketplace: () => marketplace,
  });
  const { server, port } = await listen(app, certificate, host, options.port ?? 0).catch((err: unknown) => {
    store.close();
    throw err;
  });

  const urlHost = WILDCARD_HOSTS.includes(host) ? '127.0.0.1' : isIP(host) === 6 ? `[${host}]` : host;
  const url = `https://${encodeURIComponent(options.username)}:${encodeURIComponent(options.password)}@${urlHost}:${port}`;
  return {
    url,
    notificationUrl: `${url}${NOTIFICATIONS_PATH}`,
    caCertPem: certificate.certPem,
    products: catalog.products(),
    adminUrl: options.adminPassword ? `https://${urlHost}:${port}/admin` : null,
    setWebhookSecret(secret, ...others) {
      webhookSecrets = [secret, ...others].filter((s): s is string => Boolean(s));
    },
    connectMarketplace(account) {
      if (account) checkMarketplaceUrl(account.url);
      marketplace = account;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      store.close();
    },
  };
}
