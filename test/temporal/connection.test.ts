import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { ConfigError } from '../../src/configError.ts';
import { loadConfig } from '../../src/config.ts';
import { isTemporalRefusingUs } from '../../src/temporal/calls.ts';
import { housekeepingWorkflow } from '../../workflows/housekeeping/housekeeping.ts';
import { connectClient, connectWorker } from '../../src/temporal/connect.ts';
import { startHarness } from '../helpers/harness.ts';
import { describeConnection, loadTemporalConnection } from '../../src/temporal/connectionConfig.ts';
import { testStack } from '../helpers/stack.ts';

type Seen = { path: string; authorization?: string; namespace?: string; clientCertificate?: string };

/**
 * A TLS gRPC endpoint standing in for Temporal Cloud's frontend: it records each call's path,
 * `authorization` header and client certificate. GetSystemInfo, which both SDK connections call
 * at connect, gets an empty answer; every other call UNIMPLEMENTED.
 */
async function fakeFrontend(options: { requireClientCertificate?: boolean; refuse?: boolean } = {}) {
  const ca = testStack().ca;
  const cert = ca.issue(['localhost', '127.0.0.1']);
  const seen: Seen[] = [];
  const server = http2.createSecureServer({
    cert: cert.certPem,
    key: cert.keyPem,
    ca: ca.caCertPem,
    requestCert: Boolean(options.requireClientCertificate),
    rejectUnauthorized: Boolean(options.requireClientCertificate),
    allowHTTP1: false,
  });
  server.on('stream', (stream, headers) => {
    const peer = (stream.session?.socket as TLSSocket | undefined)?.getPeerCertificate();
    seen.push({
      path: String(headers[':path']),
      ...(headers.authorization ? { authorization: String(headers.authorization) } : {}),
      ...(headers['temporal-namespace'] ? { namespace: String(headers['temporal-namespace']) } : {}),
      ...(peer?.subject?.CN ? { clientCertificate: String(peer.subject.CN) } : {}),
    });
    stream.on('error', () => {});
    stream.resume();
    if (options.refuse) {
      // As a frontend answers a revoked key or an expired certificate.
      stream.respond({ ':status': 200, 'content-type': 'application/grpc', 'grpc-status': '16', 'grpc-message': 'invalid API key' }, { endStream: true });
      return;
    }
    if (String(headers[':path']).endsWith('/GetSystemInfo')) {
      // One gRPC message of zero bytes (uncompressed flag, length 0): an empty GetSystemInfoResponse.
      stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
      stream.on('wantTrailers', () => stream.sendTrailers({ 'grpc-status': '0' }));
      stream.end(Buffer.alloc(5));
      return;
    }
    stream.respond({ ':status': 200, 'content-type': 'application/grpc', 'grpc-status': '12', 'grpc-message': 'fake frontend' }, { endStream: true });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  // By name, as a real endpoint is reached: TLS verifies the certificate for it.
  return { address: `localhost:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the Temporal connection: TLS, client certificates, API keys, profiles (as Temporal’s own tools read them)', function () {
  let dir: string;
  let caFile: string;
  before(async function () {
    dir = await mkdtemp(join(tmpdir(), 'temporal-conn-'));
    caFile = join(dir, 'ca.pem');
    await writeFile(caFile, testStack().ca.caCertPem);
  });
  after(async () => rm(dir, { recursive: true, force: true }));

  it('reads the TEMPORAL_* variables; an API key implies TLS; nothing secret in what is logged', function () {
    const plain = loadTemporalConnection({}).connection!;
    assert.deepEqual(plain, { address: 'localhost:7233', namespace: 'default', tls: false });
    const cloud = loadTemporalConnection({
      TEMPORAL_ADDRESS: 'eu-west-1.aws.api.temporal.io:7233',
      TEMPORAL_NAMESPACE: 'shop.a1b2c',
      TEMPORAL_API_KEY: 'secret-api-key',
      HOME: dir,
    }).connection!;
    assert.equal(cloud.apiKey, 'secret-api-key');
    assert.notEqual(cloud.tls, false, 'an API key implies TLS');
    const described = JSON.stringify(describeConnection(cloud));
    assert.deepEqual(JSON.parse(described), {
      address: 'eu-west-1.aws.api.temporal.io:7233',
      namespace: 'shop.a1b2c',
      tls: true,
      clientCertificate: false,
      apiKey: true,
    });
    assert.doesNotMatch(described, /secret-api-key/);
    // The role's configuration carries it, and an invalid configuration names variables, never values.
    assert.equal(loadConfig({ DATABASE_URL: 'postgresql://u:p@db/x', TEMPORAL_API_KEY: 'k' }).temporal.apiKey, 'k');
    assert.throws(
      () => loadConfig({ DATABASE_URL: 'postgresql://u:p@db/x', TEMPORAL_API_KEY: 'secret-api-key', TEMPORAL_TLS: 'maybe', TEMPORAL_ADDRESS: 'no port' }),
      (err: unknown) => {
        assert.ok(err instanceof ConfigError);
        assert.deepEqual(err.variables, ['TEMPORAL_TLS']);
        assert.doesNotMatch(err.message, /secret-api-key/);
        return true;
      },
    );
  });

  it('reads a profile of a TOML config file (TEMPORAL_PROFILE, TEMPORAL_CONFIG_FILE), the variables overriding it', async function () {
    const file = join(dir, 'temporal.toml');
    await writeFile(
      file,
      `[profile.prod]\naddress = "prod.tmprl.example:7233"\nnamespace = "shop.prod"\napi_key = "profile-key"\n[profile.prod.tls]\nserver_ca_cert_path = "${caFile}"\n`,
    );
    const prod = loadTemporalConnection({ TEMPORAL_CONFIG_FILE: file, TEMPORAL_PROFILE: 'prod' }).connection!;
    assert.deepEqual([prod.address, prod.namespace, prod.apiKey], ['prod.tmprl.example:7233', 'shop.prod', 'profile-key']);
    assert.ok(prod.tls !== false && prod.tls.serverRootCACertificate?.length, 'the profile’s CA');
    const overridden = loadTemporalConnection({ TEMPORAL_CONFIG_FILE: file, TEMPORAL_PROFILE: 'prod', TEMPORAL_NAMESPACE: 'shop.staging' }).connection!;
    assert.equal(overridden.namespace, 'shop.staging');
    const missing = loadTemporalConnection({ TEMPORAL_CONFIG_FILE: file, TEMPORAL_PROFILE: 'nope' });
    assert.deepEqual(
      missing.issues.map((i) => i.variable),
      ['TEMPORAL_PROFILE'],
    );
    // A file that does not parse: the parser quotes the lines around the error, one of which holds the key; we do not.
    const broken = join(dir, 'broken.toml');
    await writeFile(broken, `[profile.default]\naddress = "x:7233"\napi_key = "sk-live-SECRET123"\nnamespace = = "oops"\n`);
    const unparsable = loadTemporalConnection({ TEMPORAL_CONFIG_FILE: broken });
    assert.equal(unparsable.issues[0]?.variable, 'TEMPORAL_CONFIG_FILE');
    assert.doesNotMatch(JSON.stringify(unparsable.issues), /SECRET123/);
  });

  it('sends the API key as Temporal Cloud expects (authorization: Bearer), over TLS verified with the CA, from the client and the worker’s connection', async function () {
    const frontend = await fakeFrontend();
    try {
      const env = {
        TEMPORAL_ADDRESS: frontend.address,
        TEMPORAL_NAMESPACE: 'shop.a1b2c',
        TEMPORAL_API_KEY: 'cloud-key-123',
        TEMPORAL_TLS_SERVER_CA_CERT_PATH: caFile,
        HOME: dir,
      };
      const connection = loadTemporalConnection(env).connection!;
      const client = await connectClient(connection);
      await client.connection.close();
      const native = await connectWorker(connection);
      await native.close();
      assert.ok(frontend.seen.length >= 2, JSON.stringify(frontend.seen));
      for (const call of frontend.seen) {
        assert.equal(call.authorization, 'Bearer cloud-key-123', call.path);
        assert.match(call.path, /^\/temporal\.api\.workflowservice\.v1\.WorkflowService\//);
      }
    } finally {
      await frontend.close();
    }
  });

  it('presents the client certificate (mTLS) to a frontend that requires one, and cannot connect without it', async function () {
    const frontend = await fakeFrontend({ requireClientCertificate: true });
    try {
      const clientCert = testStack().ca.issue(['marketplace-worker'], { client: true });
      await writeFile(join(dir, 'client.pem'), clientCert.certPem);
      await writeFile(join(dir, 'client.key'), clientCert.keyPem, { mode: 0o600 });
      const base = { TEMPORAL_ADDRESS: frontend.address, TEMPORAL_TLS: 'true', TEMPORAL_TLS_SERVER_CA_CERT_PATH: caFile, HOME: dir };
      const mtls = loadTemporalConnection({
        ...base,
        TEMPORAL_TLS_CLIENT_CERT_PATH: join(dir, 'client.pem'),
        TEMPORAL_TLS_CLIENT_KEY_PATH: join(dir, 'client.key'),
      }).connection!;
      assert.deepEqual(describeConnection(mtls), { address: frontend.address, namespace: 'default', tls: true, clientCertificate: true, apiKey: false });
      const client = await connectClient(mtls);
      await client.connection.close();
      const native = await connectWorker(mtls);
      await native.close();
      assert.ok(frontend.seen.length >= 2);
      for (const call of frontend.seen) assert.equal(call.clientCertificate, 'marketplace-worker');
      const without = loadTemporalConnection(base).connection!;
      await assert.rejects(async () => {
        const c = await connectClient(without, { connectTimeoutMs: 1500 });
        await c.connection.close();
      });
    } finally {
      await frontend.close();
    }
  });

  it('a frontend refusing our credentials: /ready says refused (not unreachable), and the calls that need it are 503, not 500', async function () {
    const frontend = await fakeFrontend({ refuse: true });
    try {
      const env = { TEMPORAL_ADDRESS: frontend.address, TEMPORAL_API_KEY: 'revoked-key', TEMPORAL_TLS_SERVER_CA_CERT_PATH: caFile, HOME: dir };
      const client = await connectClient(loadTemporalConnection(env).connection!, { lazy: true });
      const api = await startHarness({ worker: false, temporal: client });
      try {
        const ready = await api.call('GET', '/ready');
        assert.deepEqual([ready.status, ready.body.temporal], [200, 'refused: UNAUTHENTICATED']);
        const refused = await client.workflow.start(housekeepingWorkflow, { taskQueue: 'q', workflowId: 'w' }).catch((err: unknown) => err);
        assert.ok(isTemporalRefusingUs(refused), String(refused));
      } finally {
        await api.stop();
        await client.connection.close();
      }
    } finally {
      await frontend.close();
    }
  });
});
