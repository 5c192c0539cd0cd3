import { accessSync, constants } from 'node:fs';
import { type ClientConfigProfile, loadClientConfigProfile, toClientOptions } from '@temporalio/envconfig';
import type { TLSConfig } from '@temporalio/client';

/**
 * Where Temporal is and how to reach it, read as Temporal's own tools read it (`@temporalio/envconfig`):
 * `TEMPORAL_ADDRESS`, `TEMPORAL_NAMESPACE`, `TEMPORAL_API_KEY`, `TEMPORAL_TLS`,
 * `TEMPORAL_TLS_CLIENT_CERT_PATH`/`_KEY_PATH`, `TEMPORAL_TLS_SERVER_CA_CERT_PATH`,
 * `TEMPORAL_TLS_SERVER_NAME`, `TEMPORAL_GRPC_META_*`, and a profile of a TOML file
 * (`TEMPORAL_PROFILE`, `TEMPORAL_CONFIG_FILE`, else `~/.config/temporalio/temporal.toml`), the
 * variables overriding the profile. An API key implies TLS, as Temporal Cloud needs. One object
 * serves the client (API, ops, benches) and the worker's native connection alike.
 */
export type TemporalConnection = {
  address: string;
  namespace: string;
  /** false: plaintext; an object: TLS, with the CA, server name and client pair it names. */
  tls: TLSConfig | false;
  apiKey?: string;
  metadata?: Record<string, string>;
};

export type ConnectionIssue = { variable: string; message: string };

export const TEMPORAL_DEFAULTS = { address: 'localhost:7233', namespace: 'default' } as const;

/** Every variable read here (and by `@temporalio/envconfig` through it), with what it means: .env.example lists them. */
export const TEMPORAL_VARIABLES = {
  TEMPORAL_ADDRESS: `the frontend, host:port (default ${TEMPORAL_DEFAULTS.address})`,
  TEMPORAL_NAMESPACE: `the namespace (default ${TEMPORAL_DEFAULTS.namespace})`,
  TEMPORAL_API_KEY: 'an API key (Temporal Cloud); implies TLS',
  TEMPORAL_TLS: 'true for TLS without a client certificate',
  TEMPORAL_TLS_CLIENT_CERT_PATH: 'mTLS: the client certificate, PEM',
  TEMPORAL_TLS_CLIENT_KEY_PATH: "mTLS: the client certificate's key, PEM",
  TEMPORAL_TLS_CLIENT_CERT_DATA: 'mTLS: the client certificate itself, instead of its path',
  TEMPORAL_TLS_CLIENT_KEY_DATA: 'mTLS: the key itself, instead of its path',
  TEMPORAL_TLS_SERVER_CA_CERT_PATH: "a private CA that signed the frontend's certificate",
  TEMPORAL_TLS_SERVER_NAME: "the name to verify the frontend's certificate for",
  TEMPORAL_PROFILE: "a profile of Temporal's TOML client config",
  TEMPORAL_CONFIG_FILE: 'that TOML file (default ~/.config/temporalio/temporal.toml)',
} as const;

const BOOLEAN = /^(true|false|1|0)$/;
const ADDRESS = /^[^\s:/]+:\d+$/;
const FILES = ['TEMPORAL_TLS_CLIENT_CERT_PATH', 'TEMPORAL_TLS_CLIENT_KEY_PATH', 'TEMPORAL_TLS_SERVER_CA_CERT_PATH', 'TEMPORAL_CONFIG_FILE'] as const;

function unreadable(path: string): boolean {
  try {
    accessSync(path, constants.R_OK);
    return false;
  } catch {
    return true;
  }
}

/**
 * The connection, or every problem with its settings, each naming the variable (or the profile's
 * key) to fix. Never a value in a message: a key or a private key must not reach a log.
 */
export function loadTemporalConnection(env: NodeJS.ProcessEnv): { connection?: TemporalConnection; issues: ConnectionIssue[] } {
  // Empty counts as unset, as for every other variable (src/config.ts).
  const vars = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  const issues: ConnectionIssue[] = [];
  if (vars.TEMPORAL_TLS !== undefined && !BOOLEAN.test(vars.TEMPORAL_TLS)) issues.push({ variable: 'TEMPORAL_TLS', message: 'must be true or false' });
  for (const variable of FILES) {
    const path = vars[variable];
    if (path !== undefined && unreadable(path)) issues.push({ variable, message: 'cannot read that file' });
  }
  if (vars.TEMPORAL_TLS_CLIENT_CERT_PATH && !vars.TEMPORAL_TLS_CLIENT_KEY_PATH && !vars.TEMPORAL_TLS_CLIENT_KEY_DATA)
    issues.push({ variable: 'TEMPORAL_TLS_CLIENT_KEY_PATH', message: 'required with TEMPORAL_TLS_CLIENT_CERT_PATH (a client certificate needs its key)' });
  if (vars.TEMPORAL_TLS_CLIENT_KEY_PATH && !vars.TEMPORAL_TLS_CLIENT_CERT_PATH && !vars.TEMPORAL_TLS_CLIENT_CERT_DATA)
    issues.push({ variable: 'TEMPORAL_TLS_CLIENT_CERT_PATH', message: 'required with TEMPORAL_TLS_CLIENT_KEY_PATH (a key needs its certificate)' });
  if (issues.length > 0) return { issues };

  let profile: ClientConfigProfile;
  try {
    profile = loadClientConfigProfile({ overrideEnvVars: vars });
  } catch (err) {
    // A profile named but absent, a TOML file that does not parse, an unknown key in it. Only the
    // message's first line: a parse error goes on to quote the file around the error, which may
    // be a line holding an API key.
    const variable = vars.TEMPORAL_PROFILE ? 'TEMPORAL_PROFILE' : 'TEMPORAL_CONFIG_FILE';
    return { issues: [{ variable, message: ((err as Error).message.split('\n')[0] ?? '').slice(0, 200) }] };
  }
  const tls = profile.tls;
  if (tls && !tls.disabled && Boolean(tls.clientCert) !== Boolean(tls.clientKey)) {
    const missing = tls.clientCert ? 'client key' : 'client certificate';
    return {
      issues: [
        { variable: 'TEMPORAL_PROFILE', message: `the profile's tls has a ${tls.clientCert ? 'client certificate' : 'client key'} without its ${missing}` },
      ],
    };
  }
  const address = profile.address ?? TEMPORAL_DEFAULTS.address;
  if (!ADDRESS.test(address)) return { issues: [{ variable: 'TEMPORAL_ADDRESS', message: 'must be host:port' }] };
  let options: ReturnType<typeof toClientOptions>;
  try {
    options = toClientOptions(profile);
  } catch {
    // A path in the profile that cannot be read (the variables' paths were checked above).
    return { issues: [{ variable: 'TEMPORAL_PROFILE', message: 'a file the profile names cannot be read' }] };
  }
  const { connectionOptions } = options;
  const apiKey = typeof connectionOptions.apiKey === 'string' ? connectionOptions.apiKey : undefined;
  const connection: TemporalConnection = {
    address,
    namespace: profile.namespace ?? TEMPORAL_DEFAULTS.namespace,
    tls: connectionOptions.tls === true ? {} : connectionOptions.tls ? connectionOptions.tls : false,
    ...(apiKey ? { apiKey } : {}),
    ...(profile.grpcMeta && Object.keys(profile.grpcMeta).length > 0 ? { metadata: profile.grpcMeta } : {}),
  };
  return { connection, issues: [] };
}

/** What a log line may say of the connection: where, and how it is secured, never with what. */
export function describeConnection(connection: TemporalConnection) {
  return {
    address: connection.address,
    namespace: connection.namespace,
    tls: connection.tls !== false,
    clientCertificate: connection.tls !== false && Boolean(connection.tls.clientCertPair),
    apiKey: Boolean(connection.apiKey),
  };
}
