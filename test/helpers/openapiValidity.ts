/**
 * Is this a valid OpenAPI 3.1 document? Two checks, which together are what the official
 * `schema-base` schema asks:
 * - the document against the official OpenAPI 3.1 JSON Schema (`@seriousme/openapi-schema-validator`
 *   carries the current one);
 * - every Schema Object in it against the JSON Schema 2020-12 meta-schema, the dialect OpenAPI 3.1
 *   uses by default. The official schema alone lets any object through as a Schema Object, so
 *   `prefixItems: []` (JSON Schema wants at least one item) passed it and Redocly's lint.
 * Operation ids are checked too: present on every operation, and unique.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every Schema Object, with its JSON pointer: `components.schemas`' values and each `schema` of a parameter, header or media type. */
function* schemaObjects(node: unknown, pointer: string): Generator<[string, object]> {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    // Examples and extensions hold data, not schemas, whatever their keys are called.
    if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (pointer === '#/components/schemas' || key === 'schema') {
      if (value && typeof value === 'object') yield [at, value];
    } else yield* schemaObjects(value, at);
  }
}

/** The problems found, one line each; none for a valid document. */
export async function openApi31Problems(document: unknown): Promise<string[]> {
  const problems: string[] = [];
  const structure = await new Validator().validate(JSON.parse(JSON.stringify(document)) as Record<string, unknown>);
  if (!structure.valid) problems.push(`OpenAPI 3.1 schema: ${JSON.stringify(structure.errors)}`);
  const dialect = new Ajv2020({ strict: false, validateFormats: false });
  for (const [pointer, schema] of schemaObjects(document, '#')) {
    if (!dialect.validateSchema(schema)) problems.push(`${pointer}: ${dialect.errorsText(dialect.errors)}`);
  }
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries((document as { paths?: Record<string, Record<string, { operationId?: string }>> }).paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!operation.operationId) problems.push(`${where}: no operationId`);
      else if (seen.has(operation.operationId)) problems.push(`${where}: operationId ${operation.operationId} also names ${seen.get(operation.operationId)}`);
      else seen.set(operation.operationId, where);
    }
  }
  return problems;
}
