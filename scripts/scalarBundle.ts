import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Scalar's standalone browser bundle, the one file `/docs` serves (src/docs/referencePage.ts).
 * `@scalar/api-reference` is a dev dependency: its tree (some 260 packages) stays out of the
 * production install, and the file is vendored under vendor/scalar/ (`npm run vendor:scalar`;
 * test/docs/vendoredScalar.test.ts holds the two equal).
 */
const root = new URL('../', import.meta.url);
export const SCALAR_PACKAGE = '@scalar/api-reference';
/** The bundle in the installed dev dependency. */
export const installedBundle = fileURLToPath(new URL(`node_modules/${SCALAR_PACKAGE}/dist/browser/standalone.js`, root));
export const vendorDir = fileURLToPath(new URL('vendor/scalar/', root));
/** The vendored copy: what the app serves and the image ships. */
export const vendoredBundle = fileURLToPath(new URL('vendor/scalar/standalone.js', root));

export function installedVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL(`node_modules/${SCALAR_PACKAGE}/package.json`, root), 'utf8')) as { version: string };
  return pkg.version;
}
