/**
 * Writes src/generated/openapi.ts: the types of the agent API's OpenAPI document exactly as the
 * server serves it at `GET /openapi.json` (made by src/openapi/document.ts from the routes' zod
 * schemas), by openapi-typescript. Run `npm run client:generate` after changing an operation;
 * test/client/generated.test.ts fails while the file differs from what this makes.
 *
 * openapi-typescript prints with TypeScript's compiler API, which TypeScript 7 no longer has: it
 * runs on the typescript@5 this workspace installs beside it (docs/DECISIONS.md, issue 32).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { agentApiDocument } from '../../../src/openapi/document.ts';

export const GENERATED_FILE = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));

const HEADER = `// Generated from GET /openapi.json (src/openapi/document.ts) by openapi-typescript: \`npm run client:generate\`.
// Do not edit: test/client/generated.test.ts fails when this differs from what the server's document makes.
`;

/** The file's text, from the document the server makes now. */
export async function generateTypes(): Promise<string> {
  // Through JSON, as the server serves it: the document object may hold what JSON drops (undefined).
  const document = JSON.parse(JSON.stringify(agentApiDocument()));
  const ast = await openapiTS(document, { silent: true });
  return HEADER + astToString(ast);
}

if (import.meta.main) {
  writeFileSync(GENERATED_FILE, await generateTypes());
  console.log(`wrote ${GENERATED_FILE}`);
}
