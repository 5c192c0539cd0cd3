import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

type LockedPackage = { hasInstallScript?: boolean; os?: string[]; cpu?: string[] };

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { allowScripts: Record<string, boolean> };
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockedPackage> };

/** Whether npm installs a locked package on this machine (platform packages name their os and cpu). */
const installsHere = (p: LockedPackage) => (!p.os || p.os.includes(process.platform)) && (!p.cpu || p.cpu.includes(process.arch));

describe('npm ci', function () {
  it('has a decision in allowScripts for every package with an install script it installs, so it prints no "not yet covered" warning', function () {
    const withScripts = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && p.hasInstallScript && installsHere(p))
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    assert.ok(withScripts.includes('@swc/core'), 'the lockfile is read: @swc/core has an install script');
    const undecided = [...new Set(withScripts)].filter((name) => !Object.hasOwn(pkg.allowScripts, name));
    assert.deepEqual(undecided, [], 'allow (true) or deny (false) each in package.json allowScripts, and say why in docs/DECISIONS.md');
  });
});
