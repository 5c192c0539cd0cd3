import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { loadConfig } from '../../src/config.ts';
import { checkProductionSettings } from '../../src/main/productionSettings.ts';
import { API_DRAIN_CUT_MS } from '../../src/main/services.ts';
import { loadTemporalConnection } from '../../src/temporal/connectionConfig.ts';
import { validateObject } from '../helpers/kubernetesSchema.ts';

/**
 * deploy/kubernetes/, checked without a cluster: every object against the Kubernetes schemas
 * (kubernetes-models 5.1, strictly: a field no schema has fails), and the wiring against the code,
 * as test/deploy/compose.test.ts does for docker-compose.yml.
 */
const dir = new URL('../../deploy/kubernetes/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');

type Probe = { httpGet?: { path: string; port: string | number } };
type Container = {
  name: string;
  image: string;
  command: string[];
  ports?: { name: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  env?: { name: string; value?: string }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: { cpu?: string; memory?: string } };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
};
type PodSpec = {
  automountServiceAccountToken?: boolean;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
};
type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> } & Record<string, string>;
    template?: { metadata: { labels: Record<string, string> }; spec: PodSpec };
    ports?: { port: number; targetPort: string | number }[];
  };
};

const objects: K8sObject[] = files.flatMap((file) =>
  parseAllDocuments(readFileSync(new URL(file, dir), 'utf8')).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return doc.toJS() as K8sObject;
  }),
);
const find = (kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  assert.ok(found, `${kind} ${name}`);
  return found;
};
const configMap = find('ConfigMap', 'marketplace-settings');
const secret = find('Secret', 'marketplace-secrets');
const workloads = {
  api: find('Deployment', 'marketplace-api'),
  worker: find('Deployment', 'marketplace-worker'),
  migrate: find('Job', 'marketplace-migrate'),
  'temporal-setup': find('Job', 'marketplace-temporal-setup'),
};
const podOf = (o: K8sObject) => o.spec!.template!.spec;
const containerOf = (o: K8sObject) => podOf(o).containers[0]!;

/** A value an operator must replace: what a real deployment would put there, for the config checks. */
const REAL: Record<string, string> = {
  DATABASE_URL: 'postgresql://marketplace:s3cret@postgres.internal:5432/marketplace',
  WEBHOOK_SECRET_KEY: Buffer.alloc(32, 5).toString('base64'),
};

/** What the container's process sees: its envFrom sources in order, then its own env. */
function environment(container: Container, placeholders: 'kept' | 'replaced'): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, find('ConfigMap', source.configMapRef.name).data);
    if (source.secretRef) Object.assign(env, find('Secret', source.secretRef.name).stringData);
  }
  for (const e of container.env ?? []) if (e.value !== undefined) env[e.name] = e.value;
  if (placeholders === 'replaced') for (const [key, value] of Object.entries(env)) if (value.includes('CHANGE-ME')) env[key] = REAL[key] ?? assert.fail(key);
  return env;
}

const cpuCores = (q: string) => (q.endsWith('m') ? Number(q.slice(0, -1)) / 1000 : Number(q));
const bytes = (q: string) => {
  const match = /^(\d+)(Mi|Gi)$/.exec(q);
  assert.ok(match, q);
  return Number(match[1]) * (match[2] === 'Gi' ? 2 ** 30 : 2 ** 20);
};

describe('deploy/kubernetes', function () {
  it('holds only objects valid under the Kubernetes schemas, unknown fields included', async function () {
    for (const object of objects) {
      const errors = await validateObject(object);
      assert.deepEqual(errors, [], `${object.kind} ${object.metadata.name}`);
    }
  });

  it('is strict: a misspelt field, a wrong type or a missing required field fails', async function () {
    const api = structuredClone(workloads.api) as unknown as { spec: { template: { spec: { containers: Record<string, unknown>[] } } } };
    api.spec.template.spec.containers[0]!.readinesProbe = { httpGet: { path: '/ready', port: 'http' } };
    assert.deepEqual(await validateObject(api as unknown as K8sObject), ['Deployment.spec.template.spec.containers[0].readinesProbe: no such field']);
    const wrongType = structuredClone(workloads.api) as K8sObject;
    (wrongType.spec as Record<string, unknown>).replicas = 'two';
    assert.notDeepEqual(await validateObject(wrongType), []);
    const noContainers = structuredClone(workloads.worker) as K8sObject;
    delete (noContainers.spec!.template!.spec as Partial<PodSpec>).containers;
    assert.notDeepEqual(await validateObject(noContainers), []);
  });

  it('lists every file in its kustomization, and nothing else', function () {
    const kustomization = parseAllDocuments(readFileSync(new URL('kustomization.yaml', dir), 'utf8'))[0]!.toJS() as {
      resources: string[];
      images: { name: string }[];
    };
    assert.deepEqual([...kustomization.resources].sort(), [...files].sort());
    for (const w of Object.values(workloads)) assert.ok(kustomization.images.some((i) => i.name === containerOf(w).image));
  });

  it('runs each role’s own entry point, with every setting it needs from the ConfigMap and the Secret', function () {
    const entry = (w: K8sObject) => containerOf(w).command;
    assert.deepEqual(entry(workloads.api), ['node', 'src/main/api.ts']);
    assert.deepEqual(entry(workloads.worker), ['node', 'src/main/worker.ts']);
    assert.deepEqual(entry(workloads.migrate), ['node', 'src/main/migrate.ts']);
    assert.deepEqual(entry(workloads['temporal-setup']), ['node', 'src/main/ops.ts', 'temporal-setup']);
    for (const w of Object.values(workloads)) {
      assert.ok(existsSync(new URL(`../../${entry(w)[1]}`, import.meta.url)), entry(w)[1]);
      assert.deepEqual(
        containerOf(w).envFrom?.map((s) => s.configMapRef?.name ?? s.secretRef?.name),
        [configMap.metadata.name, secret.metadata.name],
      );
    }
    for (const role of ['api', 'worker'] as const) {
      const env = environment(containerOf(workloads[role]), 'replaced');
      const config = loadConfig(env);
      assert.deepEqual(checkProductionSettings(config, env), { warnings: [] }, role);
      assert.notEqual(env.ALLOW_DEV_DEFAULTS, 'true');
      assert.equal(config.METRICS_HOST, '0.0.0.0', `${role}: its metrics and probes must be reachable by the kubelet`);
    }
    assert.doesNotThrow(() => loadConfig(environment(containerOf(workloads.migrate), 'replaced')));
    assert.ok(loadTemporalConnection(environment(containerOf(workloads['temporal-setup']), 'replaced')).connection);
    // The placeholders as shipped are refused, naming the variable: nobody runs on them by mistake.
    assert.throws(() => loadConfig(environment(containerOf(workloads.api), 'kept')), /WEBHOOK_SECRET_KEY/);
  });

  it('probes the ports and paths the code serves, and the Service and budgets select the pods', function () {
    const api = containerOf(workloads.api);
    const apiEnv = loadConfig(environment(api, 'replaced'));
    const port = (c: Container, name: string | number) => (typeof name === 'number' ? name : c.ports?.find((p) => p.name === name)?.containerPort);
    assert.equal(port(api, api.readinessProbe!.httpGet!.port), apiEnv.PORT);
    assert.equal(api.readinessProbe!.httpGet!.path, '/ready');
    assert.equal(api.livenessProbe!.httpGet!.path, '/health');
    assert.equal(port(api, api.livenessProbe!.httpGet!.port), apiEnv.PORT);
    assert.equal(port(api, 'metrics'), apiEnv.METRICS_PORT);
    const worker = containerOf(workloads.worker);
    const workerEnv = loadConfig(environment(worker, 'replaced'));
    for (const probe of [worker.readinessProbe!, worker.livenessProbe!, worker.startupProbe!])
      assert.equal(port(worker, probe.httpGet!.port), workerEnv.METRICS_PORT);
    assert.deepEqual([worker.readinessProbe!.httpGet!.path, worker.livenessProbe!.httpGet!.path], ['/ready', '/health']);
    assert.equal(port(worker, 'sdk-metrics'), workerEnv.TEMPORAL_METRICS_PORT);

    const service = find('Service', 'marketplace-api');
    const podLabels = workloads.api.spec!.template!.metadata.labels;
    for (const [k, v] of Object.entries(service.spec!.selector!)) assert.equal(podLabels[k], v);
    assert.equal(port(api, service.spec!.ports![0]!.targetPort), apiEnv.PORT);
    for (const role of ['api', 'worker'] as const) {
      const deployment = workloads[role];
      const labels = deployment.spec!.template!.metadata.labels;
      for (const [k, v] of Object.entries(deployment.spec!.selector!.matchLabels!)) assert.equal(labels[k], v, role);
      const budget = find('PodDisruptionBudget', `marketplace-${role}`);
      for (const [k, v] of Object.entries(budget.spec!.selector!.matchLabels!)) assert.equal(labels[k], v, role);
    }
  });

  it('gives each pod the time its drain takes: the API its preStop and 25 s, a worker its grace and the SDK’s 5 s', function () {
    const api = podOf(workloads.api);
    const preStop = api.containers[0]!.lifecycle?.preStop?.exec?.command;
    assert.equal(preStop?.[0], 'sleep');
    const apiNeeds = Number(preStop?.[1]) + API_DRAIN_CUT_MS / 1000;
    assert.ok(api.terminationGracePeriodSeconds! > apiNeeds, `API: ${api.terminationGracePeriodSeconds} s for ${apiNeeds} s`);
    const worker = podOf(workloads.worker);
    const grace = loadConfig(environment(worker.containers[0]!, 'replaced')).WORKER_SHUTDOWN_GRACE_MS;
    const workerNeeds = grace / 1000 + 5;
    assert.ok(worker.terminationGracePeriodSeconds! > workerNeeds, `worker: ${worker.terminationGracePeriodSeconds} s for ${workerNeeds} s`);
  });

  it('runs every pod as non-root, without a service account token, on a read-only root filesystem', function () {
    for (const [role, w] of Object.entries(workloads)) {
      const pod = podOf(w);
      assert.equal(pod.automountServiceAccountToken, false, role);
      assert.equal(pod.securityContext?.runAsNonRoot, true, role);
      assert.ok(pod.securityContext?.runAsUser && pod.securityContext.runAsUser > 0, role);
      for (const c of pod.containers) {
        assert.equal(c.securityContext?.allowPrivilegeEscalation, false, role);
        assert.equal(c.securityContext?.readOnlyRootFilesystem, true, role);
        assert.deepEqual(c.securityContext?.capabilities?.drop, ['ALL'], role);
      }
    }
  });

  it('requests what docs/DEPLOYMENT.md’s sizing table provisions for 100 bookings a second', function () {
    const doc = readFileSync(new URL('../../docs/DEPLOYMENT.md', import.meta.url), 'utf8');
    const row = (role: string) => {
      const line = doc.split('\n').find((l) => l.startsWith(`| ${role} |`) && l.includes(' cores'));
      assert.ok(line, role);
      const cells = line.split('|').map((c) => c.trim());
      return {
        provisionCores: Number(/([\d.]+) cores/.exec(cells[5]!)?.[1]),
        memoryMb: Math.max(...[...cells[6]!.matchAll(/(\d+) MB/g)].map((m) => Number(m[1]))),
      };
    };
    for (const [role, name] of [
      ['API', 'api'],
      ['worker', 'worker'],
    ] as const) {
      const { provisionCores, memoryMb } = row(role);
      const deployment = workloads[name];
      const requests = containerOf(deployment).resources!.requests!;
      assert.equal(cpuCores(requests.cpu!) * deployment.spec!.replicas!, provisionCores, role);
      assert.ok(bytes(requests.memory!) >= memoryMb * 1e6, `${role}: ${requests.memory} for ${memoryMb} MB`);
    }
  });
});
