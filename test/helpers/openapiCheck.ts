/**
 * No drift between the API and its OpenAPI document: every answer a test receives through the
 * harness is checked against `GET /openapi.json`'s document (the operation's documented statuses,
 * and the schema for that status). A mismatch fails the test that received it.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { agentApiDocument, openApiPath } from '../../src/openapi/document.ts';
import { OPERATIONS } from '../../src/openapi/operations.ts';

/**
 * Validators for the schemas inside one OpenAPI document, by their place in it (`'paths', '/x',
 * 'post', …`), compiled once each; `$ref`s inside the document resolve against it.
 */
export function documentSchemas(document: object, id: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document, id);
  return {
    at(...parts: string[]): ValidateFunction {
      const ref = `${id}#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
      return ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    },
    errors: (validate: ValidateFunction) => ajv.errorsText(validate.errors),
  };
}

const document = agentApiDocument();
const schemas = documentSchemas(document as object, 'openapi.json');
const routes = [
  ...OPERATIONS.map((op) => ({
    method: op.method.toUpperCase(),
    path: openApiPath(op.path),
    pattern: new RegExp(`^/v1${op.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
  })),
  ...['/health', '/ready'].map((path) => ({ method: 'GET', path, pattern: new RegExp(`^${path}$`) })),
];
const validators = new Map<string, ValidateFunction | null>();

function validatorFor(method: string, path: string, status: number): ValidateFunction | null | undefined {
  const key = `${method} ${path} ${status}`;
  if (!validators.has(key)) {
    const responses = (document.paths?.[path] as Record<string, { responses: Record<string, unknown> }> | undefined)?.[method.toLowerCase()]?.responses;
    validators.set(
      key,
      responses?.[String(status)]
        ? schemas.at('paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')
        : null,
    );
  }
  return validators.get(key);
}

/** Throws when an answer of a documented operation is not what the document says. */
export function checkAgainstOpenApi(method: string, url: string, status: number, contentType: string | null, body: unknown): void {
  const path = url.split('?')[0] ?? url;
  const route = routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(path));
  // Unknown paths and methods (404, 405) are no operation's answers.
  if (!route) return;
  if (!contentType?.startsWith('application/json')) {
    // Only the reports and the operations that document it answer anything but JSON: CSV, when asked for.
    const csvDocumented = (document.paths?.[route.path] as Record<string, { responses: Record<string, { content?: object }> }> | undefined)?.[
      method.toLowerCase()
    ]?.responses?.[String(status)]?.content;
    if ((route.path.startsWith('/v1/reports/') || (csvDocumented && 'text/csv' in csvDocumented)) && contentType?.startsWith('text/csv') && status === 200)
      return;
    throw new Error(`OpenAPI drift: ${method} ${path} answered ${status} as ${contentType ?? 'no content type'}, not JSON: ${String(body).slice(0, 200)}`);
  }
  const validate = validatorFor(route.method, route.path, status);
  if (validate === null)
    throw new Error(`OpenAPI drift: ${method} ${path} answered ${status}, which ${route.path} does not document: ${JSON.stringify(body).slice(0, 300)}`);
  if (validate && !validate(body)) {
    throw new Error(
      `OpenAPI drift: ${method} ${path} answered ${status} not matching ${route.path}: ${schemas.errors(validate)}; body ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
}
