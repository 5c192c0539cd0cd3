import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse, parseAllDocuments } from 'yaml';

/**
 * `kustomize build` of a kustomization, for the features deploy/ uses and no more (kustomize is a Go
 * binary no registry here ships; no JavaScript implementation is kept up): resources, `labels`
 * (pairs, metadata only), `configMapGenerator`/`secretGenerator` from env files with kustomize's
 * content-hash suffix unless `disableNameSuffixHash` (api/hasher: SHA-256 of the JSON of kind, name, data and a Secret's type, the
 * first 10 hex digits with 0, 1, 3, a, e spelled g, h, k, m, t), the name references to them
 * (`envFrom`), `images`, and `replacements` with field paths, `[name=x]` list items and the
 * delimiter options. Anything else in the kustomization fails the render, so a feature added there
 * is added here (and checked against a real kustomize: docs/DECISIONS.md).
 */
export type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> } } & Record<string, unknown>;

type Generator = { name: string; envs: string[]; type?: string; options?: { disableNameSuffixHash?: boolean } };
type Selector = { kind?: string; name?: string };
type Replacement = {
  source: Selector & { fieldPath: string; options?: { delimiter?: string; index?: number } };
  targets: { select: Selector; fieldPaths: string[]; options?: { delimiter?: string; index?: number } }[];
};
type Kustomization = {
  resources?: string[];
  labels?: { pairs: Record<string, string> }[];
  configMapGenerator?: Generator[];
  secretGenerator?: Generator[];
  images?: { name: string; newName?: string; newTag?: string }[];
  replacements?: Replacement[];
};
const KNOWN = new Set(['apiVersion', 'kind', 'resources', 'labels', 'configMapGenerator', 'secretGenerator', 'images', 'replacements']);

/** Go's json.Marshal: keys sorted, <, > and & escaped. */
function goJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
  const entries = Object.keys(value as object)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${goJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/**
 * kustomize's name suffix for a generated object (api/hasher/hasher.go). Its `name` is always ''
 * there: the hasher looks the name up as one field called "metadata/name", which no object has.
 */
export function contentHash(object: { kind: string; data: Record<string, string>; type?: string }): string {
  const encoded = goJson(
    object.kind === 'Secret' ? { kind: object.kind, type: object.type, name: '', data: object.data } : { kind: object.kind, name: '', data: object.data },
  );
  const spelled: Record<string, string> = { '0': 'g', '1': 'h', '3': 'k', a: 'm', e: 't' };
  return [...createHash('sha256').update(encoded).digest('hex').slice(0, 10)].map((c) => spelled[c] ?? c).join('');
}

/** KEY=VALUE lines; blank lines and `#` comments skipped, as kustomize reads `envs`. */
export function readEnvFile(path: URL): Record<string, string> {
  const data: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const text = line.trim();
    if (!text || text.startsWith('#')) continue;
    const at = text.indexOf('=');
    if (at < 1) throw new Error(`${path.pathname}: not KEY=VALUE: ${text}`);
    data[text.slice(0, at)] = text.slice(at + 1);
  }
  return data;
}

function pathParts(fieldPath: string): string[] {
  return fieldPath.split('.');
}

/** The node a field path names (`spec.template.spec.containers.[name=api].image`), or undefined. */
function walk(object: unknown, parts: string[]): { parent: Record<string, unknown>; key: string } | undefined {
  let node = object as Record<string, unknown>;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i]!;
    const item = /^\[(\w+)=(.+)\]$/.exec(part);
    if (item) node = (node as unknown as Record<string, unknown>[]).find((entry) => String(entry[item[1]!]) === item[2]) as Record<string, unknown>;
    else node = node[part] as Record<string, unknown>;
    if (node === undefined) return undefined;
  }
  return { parent: node, key: parts.at(-1)! };
}

const matches = (object: K8sObject, select: Selector, original: Map<K8sObject, string>) =>
  (!select.kind || object.kind === select.kind) && (!select.name || original.get(object) === select.name);

function withDelimiter(current: string, value: string, options?: { delimiter?: string; index?: number }): string {
  if (!options?.delimiter) return value;
  const parts = current.split(options.delimiter);
  const index = options.index ?? 0;
  if (index < 0) return [value, ...parts].join(options.delimiter);
  if (index >= parts.length) return [...parts, value].join(options.delimiter);
  parts[index] = value;
  return parts.join(options.delimiter);
}

/** A Secret value as kustomize writes it: base64 in lines of 70, each ended by a newline once there is more than one (api/kv). */
function encodeBase64(value: string): string {
  const encoded = Buffer.from(value).toString('base64');
  if (encoded.length < 70) return encoded;
  return encoded.replace(/.{1,70}/g, (chunk) => `${chunk}\n`);
}

function generated(dir: URL, kind: 'ConfigMap' | 'Secret', generator: Generator): K8sObject {
  const env = Object.assign({}, ...generator.envs.map((file) => readEnvFile(new URL(file, dir))));
  const data = kind === 'Secret' ? Object.fromEntries(Object.entries(env).map(([k, v]) => [k, encodeBase64(v as string)])) : env;
  const type = kind === 'Secret' ? (generator.type ?? 'Opaque') : undefined;
  const name = generator.options?.disableNameSuffixHash ? generator.name : `${generator.name}-${contentHash({ kind, data, ...(type ? { type } : {}) })}`;
  return { apiVersion: 'v1', kind, metadata: { name }, data, ...(type ? { type } : {}) };
}

function podSpecs(object: K8sObject): Record<string, unknown>[] {
  const spec = object.spec as { template?: { spec?: Record<string, unknown> } } | undefined;
  return spec?.template?.spec ? [spec.template.spec] : [];
}

/** The objects `kustomize build <dir>` prints, in its order of resources (generated ones first). */
export function kustomizeBuild(dir: URL): K8sObject[] {
  const k = parse(readFileSync(new URL('kustomization.yaml', dir), 'utf8')) as Kustomization;
  for (const key of Object.keys(k)) if (!KNOWN.has(key)) throw new Error(`kustomization.yaml: ${key} is not rendered by test/helpers/kustomize.ts`);
  const original = new Map<K8sObject, string>();
  const renamed = new Map<string, string>();
  const objects: K8sObject[] = [];
  for (const [kind, generators] of [
    ['ConfigMap', k.configMapGenerator ?? []],
    ['Secret', k.secretGenerator ?? []],
  ] as const) {
    for (const generator of generators) {
      const object = generated(dir, kind, generator);
      original.set(object, generator.name);
      renamed.set(`${kind}/${generator.name}`, object.metadata.name);
      objects.push(object);
    }
  }
  for (const file of k.resources ?? []) {
    for (const doc of parseAllDocuments(readFileSync(new URL(file, dir), 'utf8'))) {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
      const object = doc.toJS() as K8sObject;
      original.set(object, object.metadata.name);
      objects.push(object);
    }
  }
  for (const object of objects) {
    for (const { pairs } of k.labels ?? []) object.metadata.labels = { ...object.metadata.labels, ...pairs };
    for (const pod of podSpecs(object)) {
      for (const container of [...((pod.containers as Record<string, unknown>[]) ?? []), ...((pod.initContainers as Record<string, unknown>[]) ?? [])]) {
        const image = k.images?.find((i) => i.name === container.image);
        if (image) container.image = `${image.newName ?? image.name}${image.newTag ? `:${image.newTag}` : ''}`;
        for (const source of (container.envFrom as { configMapRef?: { name: string }; secretRef?: { name: string } }[]) ?? []) {
          if (source.configMapRef) source.configMapRef.name = renamed.get(`ConfigMap/${source.configMapRef.name}`) ?? source.configMapRef.name;
          if (source.secretRef) source.secretRef.name = renamed.get(`Secret/${source.secretRef.name}`) ?? source.secretRef.name;
        }
      }
    }
  }
  for (const replacement of k.replacements ?? []) {
    const source = objects.find((o) => matches(o, replacement.source, original));
    const found = source && walk(source, pathParts(replacement.source.fieldPath));
    if (!found) throw new Error(`replacement source not found: ${JSON.stringify(replacement.source)}`);
    let value = String(found.parent[found.key]);
    const options = replacement.source.options;
    if (options?.delimiter) value = value.split(options.delimiter)[options.index ?? 0] ?? '';
    for (const target of replacement.targets) {
      for (const object of objects.filter((o) => matches(o, target.select, original))) {
        for (const fieldPath of target.fieldPaths) {
          const at = walk(object, pathParts(fieldPath));
          if (!at) throw new Error(`replacement target ${fieldPath} not found in ${object.kind} ${object.metadata.name}`);
          at.parent[at.key] = withDelimiter(String(at.parent[at.key]), value, target.options);
        }
      }
    }
  }
  return objects;
}
