import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Kubernetes objects checked against the schemas that `kubernetes-models` bundles, strictly. Its
 * validators (compiled from the Kubernetes OpenAPI schemas) check types, enums and required fields
 * but let unknown fields through, as the API server's non-strict decoding does; a misspelt field
 * (`readinesProbe`) would then be dropped silently on `kubectl apply`. So the fields of every
 * object are also checked against the package's declarations of the same schemas (one interface
 * per definition, its properties quoted, one per line): a field no definition has fails.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules');

type Field = { kind: 'ref'; name: string } | { kind: 'array' | 'map'; of: Field } | { kind: 'value' };
type Definition = { file: string; fields: Map<string, Field> } | undefined;

const definitions = new Map<string, Definition>();

/** A declaration file's one interface: its fields and what each holds; undefined for a plain type (Quantity, IntOrString, Time). */
function definition(file: string): Definition {
  if (definitions.has(file)) return definitions.get(file);
  const lines = readFileSync(file, 'utf8').split('\n');
  const imports = new Map<string, string>();
  for (const line of lines) {
    const match = /^import \{ ([^}]+) \} from "([^"]+)";/.exec(line);
    if (!match) continue;
    const target = match[2]!.startsWith('.') ? join(dirname(file), match[2]!) : join(root, match[2]!);
    for (const name of match[1]!.split(',')) imports.set(name.trim(), `${target.replace(/\.js$/, '')}.d.ts`);
  }
  const start = lines.findIndex((line) => /^export interface \w+/.test(line));
  if (start < 0) {
    definitions.set(file, undefined);
    return undefined;
  }
  const fields = new Map<string, Field>();
  const parse = (type: string): Field => {
    const array = /^Array<(.+)>$/.exec(type);
    if (array) return { kind: 'array', of: parse(array[1]!) };
    if (imports.has(type)) return { kind: 'ref', name: imports.get(type)! };
    return { kind: 'value' };
  };
  for (let i = start + 1; i < lines.length && lines[i] !== '}'; i++) {
    const match = /^ {4}"([^"]+)"\??: (.+)$/.exec(lines[i]!);
    if (!match) continue;
    const type = match[2]!;
    if (type === '{') {
      // A map: `{ [key: string]: T; };` over three lines.
      const value = /^\s+\[key: string\]: (.+);$/.exec(lines[i + 1]!)?.[1] ?? 'string';
      fields.set(match[1]!, { kind: 'map', of: parse(value) });
      i += 2;
    } else fields.set(match[1]!, parse(type.replace(/;$/, '')));
  }
  const found = { file, fields };
  definitions.set(file, found);
  return found;
}

function unknownFields(value: unknown, field: Field, path: string, errors: string[]): void {
  if (value === null || value === undefined) return;
  if (field.kind === 'array') {
    if (Array.isArray(value)) for (const [i, item] of value.entries()) unknownFields(item, field.of, `${path}[${i}]`, errors);
    return;
  }
  if (field.kind === 'map') {
    if (typeof value === 'object') for (const [key, item] of Object.entries(value)) unknownFields(item, field.of, `${path}.${key}`, errors);
    return;
  }
  if (field.kind !== 'ref' || typeof value !== 'object' || Array.isArray(value)) return;
  const def = definition(field.name);
  if (!def) return;
  for (const [key, item] of Object.entries(value)) {
    const known = def.fields.get(key);
    if (!known) errors.push(`${path}.${key}: no such field`);
    else unknownFields(item, known, `${path}.${key}`, errors);
  }
}

/**
 * The model module of an object's apiVersion and kind (`apps/v1` Deployment →
 * kubernetes-models/apps/v1/Deployment); KEDA's and the Prometheus operator's from the
 * kubernetes-models packages generated from their published CRDs.
 */
function modelPath(apiVersion: string, kind: string): string {
  const crds: Record<string, string> = { 'keda.sh': '@kubernetes-models/keda', 'monitoring.coreos.com': '@kubernetes-models/prometheus-operator' };
  const pack = crds[apiVersion.split('/')[0]!];
  return pack ? `${pack}/${apiVersion}/${kind}` : `kubernetes-models/${apiVersion}/${kind}`;
}

/** Every problem with `object`: what the bundled validator says, and every field no schema has. */
export async function validateObject(object: { apiVersion: string; kind: string }): Promise<string[]> {
  const errors: string[] = [];
  const module = (await import(modelPath(object.apiVersion, object.kind))) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = module[object.kind];
  if (!Model) return [`no model for ${object.apiVersion} ${object.kind}`];
  try {
    new Model(object).validate();
  } catch (err) {
    errors.push((err as Error).message);
  }
  unknownFields(object, { kind: 'ref', name: join(root, `${modelPath(object.apiVersion, object.kind)}.d.ts`) }, object.kind, errors);
  return errors;
}
