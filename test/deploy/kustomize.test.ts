import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { type K8sObject, kustomizeBuild } from '../helpers/kustomize.ts';

/**
 * The kustomize the deploy tests render with (test/helpers/kustomize.ts) against kustomize itself:
 * test/fixtures/kustomize-5.7.1/ holds an input and what kustomize v5.7.1 built of it.
 */
describe('test/helpers/kustomize.ts', function () {
  it('builds what kustomize 5.7.1 builds: generated names with their hashes, references, images, labels, replacements', function () {
    const dir = new URL('../fixtures/kustomize-5.7.1/', import.meta.url);
    // kustomize folds a long Secret value onto several lines; Kubernetes ignores the line breaks.
    const normal = (o: K8sObject) =>
      o.kind === 'Secret' ? { ...o, data: Object.fromEntries(Object.entries(o.data as Record<string, string>).map(([k, v]) => [k, v.replace(/\s/g, '')])) } : o;
    const key = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;
    const byKey = (objects: K8sObject[]) => Object.fromEntries(objects.map((o) => [key(o), normal(o)]));
    const expected = parseAllDocuments(readFileSync(new URL('expected.yaml', dir), 'utf8')).map((d) => d.toJS() as K8sObject);
    const rendered = kustomizeBuild(new URL('input/', dir));
    assert.deepEqual(Object.keys(byKey(rendered)).sort(), Object.keys(byKey(expected)).sort());
    assert.deepEqual(byKey(rendered), byKey(expected));
  });
});
