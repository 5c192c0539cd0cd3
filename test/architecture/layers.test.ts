import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { accountForArrows, type Account, MAX_EXCEPTIONS, readLayers } from '../../scripts/arrows.ts';

/**
 * Dependencies point one way (docs/ARCHITECTURE.md, "Layers"): dependency-cruiser, with the layers
 * and exceptions of .dependency-cruiser.mjs, finds no import into a higher layer but the listed
 * ones, and the list stays short and true.
 */
describe('layers', function () {
  this.timeout(120_000);
  let account: Account;

  before(async function () {
    account = await accountForArrows();
  });

  it('no import runs back up the layers unless it is one of the listed exceptions', function () {
    assert.ok(account.modules.length > 300, `cruised only ${account.modules.length} modules`);
    assert.deepEqual(
      account.unlisted.map((a) => `${a.from} -> ${a.to} (${a.rule})`),
      [],
    );
  });

  it('every exception still lets an import through, and there are at most 2', async function () {
    const { exceptions } = await readLayers();
    assert.ok(exceptions.length <= MAX_EXCEPTIONS, `${exceptions.length} exceptions`);
    assert.deepEqual(
      account.allowed.filter((a) => a.arrows.length === 0).map((a) => `${a.exception.from} -> ${a.exception.to}`),
      [],
    );
  });

  it('no file falls under two exceptions’ `from` (each has a rule of its own)', async function () {
    const { exceptions } = await readLayers();
    const froms = [...new Set(exceptions.map((e) => e.from))];
    const twice = account.modules.filter((m) => froms.filter((from) => new RegExp(from).test(m)).length > 1);
    assert.deepEqual(twice, []);
  });

  it('every cruised file is in exactly one layer', async function () {
    const { layers } = await readLayers();
    const misplaced = account.modules.filter((m) => layers.filter((l) => new RegExp(l.path).test(m)).length !== 1);
    assert.deepEqual(misplaced, []);
  });

  it('the infrastructure’s folders and files import each other one way only (src/config.ts reads src/temporal/, never the reverse)', async function () {
    const { layers } = await readLayers();
    const infrastructure = new RegExp(layers.find((l) => l.name === 'infrastructure')!.path);
    // A folder of src/ is one unit, a file at src/'s top another.
    const unit = (file: string) => /^src\/[^/]+\//.exec(file)?.[0] ?? file;
    const arrows = new Set(
      account.imports
        .filter((a) => infrastructure.test(a.from) && infrastructure.test(a.to) && unit(a.from) !== unit(a.to))
        .map((a) => `${unit(a.from)} -> ${unit(a.to)}`),
    );
    assert.ok(arrows.size > 20, [...arrows].join('\n'));
    const bothWays = [...arrows].filter((arrow) => arrows.has(arrow.split(' -> ').reverse().join(' -> ')));
    assert.deepEqual(bothWays, []);
  });

  it('tracing and the supplier client read the release’s version from src/version.ts, neither from the other', function () {
    const crossing = account.imports.filter(
      (a) =>
        (a.from.startsWith('src/telemetry/') && a.to.startsWith('src/suppliers/')) ||
        (a.from.startsWith('src/suppliers/') && a.to.startsWith('src/telemetry/')),
    );
    assert.deepEqual(crossing, []);
    for (const reader of ['src/telemetry/tracing.ts', 'src/suppliers/userAgent.ts']) {
      assert.ok(
        account.imports.some((a) => a.from === reader && a.to === 'src/version.ts'),
        `${reader} imports src/version.ts`,
      );
    }
  });

  describe('on a tree of its own', function () {
    let dir: string;
    const file = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };

    before(function () {
      dir = mkdtempSync(join(tmpdir(), 'layers-'));
      file('src/app.ts', 'export const app = 1;\n');
      file('src/housekeeping/housekeeping.ts', 'export const housekeep = 1;\n');
      file('src/domain/rule.ts', "import { app } from '../app.ts';\nexport const rule = app;\n");
      file('activities/housekeeping/index.ts', "import { housekeep } from '../../src/housekeeping/housekeeping.ts';\nexport const a = housekeep;\n");
      file('activities/mail/index.ts', "import type { housekeep } from '../../src/housekeeping/housekeeping.ts';\nexport type A = typeof housekeep;\n");
    });

    after(function () {
      rmSync(dir, { recursive: true, force: true });
    });

    it('fails an unlisted upward import, a type-only one too, and lets a listed one through', async function () {
      const { unlisted, allowed } = await accountForArrows({ baseDir: dir, paths: ['src', 'activities'] });
      assert.deepEqual(unlisted.map((a) => `${a.from} -> ${a.to}`).sort(), [
        'activities/mail/index.ts -> src/housekeeping/housekeeping.ts',
        'src/domain/rule.ts -> src/app.ts',
      ]);
      assert.deepEqual(
        allowed.flatMap((a) => a.arrows.map((arrow) => `${arrow.from} -> ${arrow.to}`)),
        ['activities/housekeeping/index.ts -> src/housekeeping/housekeeping.ts'],
      );
    });
  });
});
