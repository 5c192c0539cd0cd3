import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config.ts';
import { checkProductionSettings } from '../../src/main/productionSettings.ts';
import { API_DRAIN_CUT_MS } from '../../src/main/services.ts';
import { loadTemporalConnection } from '../../src/temporal/connectionConfig.ts';
import { usableCores, workerTuningFor } from '../../src/temporal/workerTuning.ts';
import { kustomizeBuild } from '../helpers/kustomize.ts';
import { validateObject } from '../helpers/kubernetesSchema.ts';

/**
 * deploy/kubernetes/, checked without a cluster: rendered as `kustomize build` renders it
 * (test/helpers/kustomize.ts, held to kustomize's own output by test/deploy/kustomize.test.ts),
 * every object against the Kubernetes, KEDA and Prometheus-operator schemas (strictly: a field no
 * schema has fails), and the wiring against the code, as test/deploy/compose.test.ts does for
 * docker-compose.yml.
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
  env?: { name: string; value?: string; valueFrom?: { resourceFieldRef?: { containerName?: string; resource: string; divisor?: string } } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: { cpu?: string; memory?: string }; limits?: { cpu?: string; memory?: string } };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
};
type PodSpec = {
  automountServiceAccountToken?: boolean;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  topologySpreadConstraints?: {
    topologyKey: string;
    whenUnsatisfiable: string;
    labelSelector: { matchLabels: Record<string, string> };
    matchLabelKeys?: string[];
  }[];
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
    activeDeadlineSeconds?: number;
    selector?: { matchLabels?: Record<string, string> } & Record<string, string>;
    template?: { metadata: { labels: Record<string, string> }; spec: PodSpec };
    ports?: { port: number; targetPort: string | number }[];
  } & Record<string, unknown>;
};

const objects = kustomizeBuild(dir) as unknown as K8sObject[];
const find = (kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  assert.ok(found, `${kind} ${name}`);
  return found;
};
const kustomization = parse(readFileSync(new URL('kustomization.yaml', dir), 'utf8')) as { images: { name: string; newTag: string }[] };
const release = kustomization.images[0]!.newTag;
const workloads = {
  api: find('Deployment', 'marketplace-api'),
  worker: find('Deployment', 'marketplace-worker'),
  migrate: find('Job', `marketplace-migrate-${release}`),
  'temporal-setup': find('Job', `marketplace-setup-${release}`),
};
const podOf = (o: K8sObject) => o.spec!.template!.spec;
const containerOf = (o: K8sObject) => podOf(o).containers[0]!;

/** A value an operator must replace: what a real deployment would put there, for the config checks. */
const REAL: Record<string, string> = {
  DATABASE_URL: 'postgresql://marketplace:s3cret@postgres.internal:5432/marketplace',
  WEBHOOK_SECRET_KEY: Buffer.alloc(32, 5).toString('base64'),
  PUBLIC_URL: 'https://tickets.marketplace.test',
};

/** A quantity in the units of `divisor`, rounded up, as the kubelet hands a resourceFieldRef to the container. */
function resourceField(quantity: string, divisor = '1'): string {
  const value = (q: string) => (q.endsWith('m') ? Number(q.slice(0, -1)) / 1000 : Number(q));
  return String(Math.ceil(value(quantity) / value(divisor)));
}

/** What the container's process sees: its envFrom sources in order, then its own env. */
function environment(container: Container, placeholders: 'kept' | 'replaced'): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === source.configMapRef!.name)!.data);
    if (source.secretRef) {
      const secret = objects.find((o) => o.kind === 'Secret' && o.metadata.name === source.secretRef!.name)!;
      for (const [key, value] of Object.entries(secret.data ?? {})) env[key] = Buffer.from(value, 'base64').toString('utf8');
    }
  }
  for (const e of container.env ?? []) {
    if (e.value !== undefined) env[e.name] = e.value;
    const field = e.valueFrom?.resourceFieldRef;
    if (field) {
      const [kind, resource] = field.resource.split('.') as ['requests' | 'limits', 'cpu' | 'memory'];
      env[e.name] = resourceField(container.resources![kind]![resource]!, field.divisor);
    }
  }
  if (placeholders === 'replaced') for (const [key, value] of Object.entries(env)) if (value.includes('CHANGE-ME')) env[key] = REAL[key] ?? assert.fail(key);
  return env;
}

/** The replicas each Deployment runs at least: its autoscaler's floor (the Deployments leave `replicas` to it). */
const minReplicas = {
  api: () => (find('HorizontalPodAutoscaler', 'marketplace-api').spec as { minReplicas: number }).minReplicas,
  worker: () => (find('ScaledObject', 'marketplace-worker').spec as { minReplicaCount: number }).minReplicaCount,
};

const cpuCores = (q: string) => (q.endsWith('m') ? Number(q.slice(0, -1)) / 1000 : Number(q));
const bytes = (q: string) => {
  const match = /^(\d+)(Mi|Gi)$/.exec(q);
  assert.ok(match, q);
  return Number(match[1]) * (match[2] === 'Gi' ? 2 ** 30 : 2 ** 20);
};

describe('deploy/kubernetes', function () {
  it('holds only objects valid under the Kubernetes schemas, unknown fields included', async function () {
    for (const object of objects) {
      // kustomize folds long base64 values onto lines; the API server's decoder skips line breaks.
      const decoded =
        object.kind === 'Secret'
          ? { ...object, data: Object.fromEntries(Object.entries(object.data ?? {}).map(([k, v]) => [k, v.replace(/\n/g, '')])) }
          : object;
      const errors = await validateObject(decoded);
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
    const listed = parse(readFileSync(new URL('kustomization.yaml', dir), 'utf8')) as { resources: string[]; images: { name: string }[] };
    assert.deepEqual([...listed.resources].sort(), [...files].sort());
    assert.ok(listed.images.length === 1 && listed.images[0]!.name === 'ticket-marketplace');
    for (const w of Object.values(workloads)) assert.match(containerOf(w).image, new RegExp(`:${release.replace(/\./g, '\\.')}$`));
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
        containerOf(w).envFrom?.map((s) => (s.configMapRef ? 'ConfigMap' : 'Secret')),
        ['ConfigMap', 'Secret'],
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
      assert.equal(cpuCores(requests.cpu!) * minReplicas[name](), provisionCores, role);
      assert.ok(bytes(requests.memory!) >= memoryMb * 1e6, `${role}: ${requests.memory} for ${memoryMb} MB`);
    }
  });

  it('sizes the worker by its CPU request on a 32-core node: the 2-core tuning, not 32 cores’ (issue 45 §1)', function () {
    const worker = containerOf(workloads.worker);
    assert.equal(worker.resources?.limits?.cpu, undefined, 'no CPU limit: cpu.max says max');
    const config = loadConfig(environment(worker, 'replaced'));
    assert.equal(config.WORKER_CPU_REQUEST_MILLICORES, 2000);
    const cores = usableCores({ cpuMax: 'max 100000\n', requestMillicores: config.WORKER_CPU_REQUEST_MILLICORES, cpus: 32 });
    assert.deepEqual(cores, { cores: 2, from: 'cpu request' });
    const tuning = workerTuningFor(config, cores.cores);
    assert.deepEqual([tuning.workflowTaskSlots, tuning.workflowTaskPollers], [100, 50]);
  });

  it('rolls the pods when a setting or a secret changes, and never changes a Job’s pod template for it', function () {
    const copy = mkdtempSync(join(tmpdir(), 'kustomize-'));
    try {
      cpSync(new URL('.', dir), copy, { recursive: true });
      writeFileSync(join(copy, 'settings.env'), `${readFileSync(join(copy, 'settings.env'), 'utf8')}LOG_LEVEL=debug\n`);
      writeFileSync(
        join(copy, 'secrets.env'),
        readFileSync(join(copy, 'secrets.env'), 'utf8').replace('WEBHOOK_SECRET_KEY=CHANGE-ME', 'WEBHOOK_SECRET_KEY=CHANGE-ME-2'),
      );
      const changed = kustomizeBuild(pathToFileURL(`${copy}/`)) as unknown as K8sObject[];
      const template = (list: K8sObject[], kind: string, name: string) =>
        JSON.stringify(list.find((o) => o.kind === kind && o.metadata.name === name)!.spec!.template);
      for (const name of ['marketplace-api', 'marketplace-worker'])
        assert.notEqual(template(changed, 'Deployment', name), template(objects, 'Deployment', name), name);
      for (const w of [workloads.migrate, workloads['temporal-setup']])
        assert.equal(template(changed, 'Job', w.metadata.name), template(objects, 'Job', w.metadata.name), w.metadata.name);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('names each Job after the release, with a deadline, so a new release applies beside the last one', function () {
    for (const job of [workloads.migrate, workloads['temporal-setup']]) {
      assert.ok(job.metadata.name.endsWith(`-${release}`), job.metadata.name);
      assert.ok(job.spec!.activeDeadlineSeconds! > 0 && job.spec!.activeDeadlineSeconds! <= 900, job.metadata.name);
      assert.ok(job.metadata.name.length <= 63);
    }
  });

  it('spreads each Deployment’s pods over nodes (required) and zones (preferred), and leaves its replicas to an autoscaler', function () {
    for (const role of ['api', 'worker'] as const) {
      const deployment = workloads[role];
      assert.equal(deployment.spec!.replicas, undefined, `${role}: the autoscaler owns replicas`);
      const spread = podOf(deployment).topologySpreadConstraints ?? [];
      assert.deepEqual(
        spread.map((c) => [c.topologyKey, c.whenUnsatisfiable]),
        [
          ['kubernetes.io/hostname', 'DoNotSchedule'],
          ['topology.kubernetes.io/zone', 'ScheduleAnyway'],
        ],
        role,
      );
      for (const c of spread) assert.deepEqual(c.labelSelector.matchLabels, deployment.spec!.selector!.matchLabels, role);
    }
    const hpa = find('HorizontalPodAutoscaler', 'marketplace-api').spec as {
      scaleTargetRef: { kind: string; name: string };
      minReplicas: number;
      maxReplicas: number;
    };
    assert.deepEqual(hpa.scaleTargetRef.name, workloads.api.metadata.name);
    assert.ok(hpa.minReplicas >= 2 && hpa.maxReplicas > hpa.minReplicas);
  });

  it('scales workers with KEDA on the task queue the workers poll, on the Temporal they use', function () {
    const scaled = find('ScaledObject', 'marketplace-worker').spec as {
      scaleTargetRef: { name: string };
      minReplicaCount: number;
      triggers: { type: string; metadata: Record<string, string> }[];
    };
    assert.equal(scaled.scaleTargetRef.name, workloads.worker.metadata.name);
    assert.ok(scaled.minReplicaCount >= 2);
    const [trigger] = scaled.triggers;
    assert.equal(trigger?.type, 'temporal');
    const env = loadConfig(environment(containerOf(workloads.worker), 'replaced'));
    assert.deepEqual(
      [trigger!.metadata.endpoint, trigger!.metadata.namespace, trigger!.metadata.taskQueue],
      [env.TEMPORAL_ADDRESS, env.TEMPORAL_NAMESPACE, env.TEMPORAL_TASK_QUEUE],
    );
    // KEDA's Temporal scaler's parameters (keda.sh/docs/2.21/scalers/temporal; the CRD types metadata as a map of strings).
    const known = [
      'endpoint',
      'endpointFromEnv',
      'namespace',
      'taskQueue',
      'targetQueueSize',
      'activationTargetQueueSize',
      'queueTypes',
      'workerDeploymentName',
      'workerDeploymentBuildId',
      'minConnectTimeout',
      'unsafeSsl',
      'tlsServerName',
    ];
    for (const key of Object.keys(trigger!.metadata)) assert.ok(known.includes(key), key);
    assert.ok(Number(trigger!.metadata.targetQueueSize) > 0);
  });

  it('admits only the ingress to the API port and only the monitoring namespace to the metrics ports', function () {
    const policy = (name: string) =>
      find('NetworkPolicy', name).spec as {
        podSelector: { matchLabels: Record<string, string> };
        policyTypes: string[];
        ingress: { from: { namespaceSelector: { matchLabels: Record<string, string> } }[]; ports: { port: string }[] }[];
      };
    const rules = (name: string) =>
      policy(name).ingress.map((rule) => [
        rule.from.map((f) => f.namespaceSelector.matchLabels['kubernetes.io/metadata.name']).join(),
        rule.ports.map((p) => p.port).join(),
      ]);
    assert.deepEqual(rules('marketplace-api'), [
      ['ingress-nginx', 'http'],
      ['monitoring', 'metrics'],
    ]);
    assert.deepEqual(rules('marketplace-worker'), [['monitoring', 'metrics,sdk-metrics']]);
    for (const role of ['api', 'worker'] as const) {
      assert.deepEqual(policy(`marketplace-${role}`).podSelector.matchLabels, workloads[role].spec!.selector!.matchLabels);
      assert.deepEqual(policy(`marketplace-${role}`).policyTypes, ['Ingress']);
      const named = new Set(containerOf(workloads[role]).ports?.map((p) => p.name));
      for (const [, ports] of rules(`marketplace-${role}`)) for (const port of ports!.split(',')) assert.ok(named.has(port), `${role}: ${port}`);
    }
    assert.ok(!existsSync(new URL('configmap.yaml', dir)), 'settings come from settings.env now');
  });
});
