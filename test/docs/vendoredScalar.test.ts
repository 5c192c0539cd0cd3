import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { scalarBundlePath } from '../../src/docs/referencePage.ts';
import { installedBundle, installedVersion, vendorDir, vendoredBundle } from '../../scripts/scalarBundle.ts';

/**
 * /docs serves vendor/scalar/standalone.js, a copy of the dev dependency `@scalar/api-reference`'s
 * bundle, so that the image carries one file instead of the package's tree. The copy cannot drift:
 * an upgrade of the package fails here until `npm run vendor:scalar` copies it again.
 */
describe('the vendored Scalar bundle', function () {
  it('is the installed @scalar/api-reference’s standalone.js, byte for byte, and says which version it is', function () {
    const vendored = readFileSync(vendoredBundle);
    assert.ok(vendored.equals(readFileSync(installedBundle)), 'vendor/scalar/standalone.js differs from the dev dependency’s: run npm run vendor:scalar');
    const readme = readFileSync(`${vendorDir}README.md`, 'utf8');
    assert.ok(readme.includes(`\`@scalar/api-reference\` ${installedVersion()}`), 'vendor/scalar/README.md names another version: run npm run vendor:scalar');
    assert.match(readFileSync(`${vendorDir}LICENSE`, 'utf8'), /^MIT License\n\nCopyright \(c\) 2023-present Scalar\n/);
  });

  it('is the file /docs serves', function () {
    assert.equal(scalarBundlePath, vendoredBundle);
  });
});
