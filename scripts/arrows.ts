/**
 * `npm run arrows`: every import that runs back up the layers of .dependency-cruiser.mjs, the
 * allowed ones with their reasons. Exits 1 on an import that is not allowed, on an exception that
 * no longer matches any import, and on more than MAX_EXCEPTIONS exceptions.
 * test/architecture/layers.test.ts holds the same cruise to the same account.
 */
import { pathToFileURL } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

/** What is cruised: tests, fixtures, vendor/, the generated client and the packages' built dist/ are not. */
export const CRUISED = ['src', 'contracts', 'workflows', 'activities', 'bench', 'scripts', 'supplier-tools'];
export const MAX_EXCEPTIONS = 2;

export type Exception = { from: string; to: string; reason: string };
export type Layer = { name: string; path: string };
export type Arrow = { from: string; to: string };
export type Account = {
  /** Each exception with the imports it lets through (none: it is stale). */
  allowed: { exception: Exception; arrows: Arrow[] }[];
  /** Upward imports that no exception lets through, with the layers they cross. */
  unlisted: (Arrow & { rule: string })[];
  /** Every file of ours cruised. */
  modules: string[];
  /** Every import between two files of ours (type-only ones too). */
  imports: Arrow[];
};

/** The layers, the exceptions and the dependency-cruiser configuration built from them. */
export async function readLayers(): Promise<{ layers: Layer[]; exceptions: Exception[]; config: IConfiguration }> {
  const file = pathToFileURL(`${process.cwd()}/.dependency-cruiser.mjs`).href;
  const { default: config, LAYERS, EXCEPTIONS } = (await import(file)) as { default: IConfiguration; LAYERS: Layer[]; EXCEPTIONS: Exception[] };
  return { layers: LAYERS, exceptions: EXCEPTIONS, config };
}

/** Cruises `paths` under `baseDir` (the repository unless told) and sorts out what runs back up. */
export async function accountForArrows(options: { baseDir?: string; paths?: string[] } = {}): Promise<Account> {
  const { exceptions, config } = await readLayers();
  const result = await cruise(options.paths ?? CRUISED, {
    ...config.options,
    ...(options.baseDir ? { baseDir: options.baseDir } : {}),
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const output = result.output as ICruiseResult;
  const violations = output.summary.violations.filter((v) => v.type === 'dependency');
  const ours = output.modules.filter((m) => !m.coreModule && !m.couldNotResolve && !m.source.startsWith('node_modules/'));
  const mine = new Set(ours.map((m) => m.source));
  const allowedBy = (name: string) => /^allowed up #(\d+)$/.exec(name)?.[1];
  return {
    allowed: exceptions.map((exception, i) => ({
      exception,
      arrows: violations.filter((v) => allowedBy(v.rule.name) === String(i + 1)).map(({ from, to }) => ({ from, to })),
    })),
    unlisted: violations.filter((v) => v.rule.severity === 'error').map(({ from, to, rule }) => ({ from, to, rule: rule.name })),
    modules: ours.map((m) => m.source),
    imports: ours.flatMap((m) => m.dependencies.filter((d) => mine.has(d.resolved)).map((d) => ({ from: m.source, to: d.resolved }))),
  };
}

async function main(): Promise<void> {
  const { allowed, unlisted } = await accountForArrows();
  const stale = allowed.filter((a) => a.arrows.length === 0);
  console.log(`Imports that run back up the layers (.dependency-cruiser.mjs, docs/ARCHITECTURE.md "Layers")\n`);
  console.log(`Allowed: ${allowed.length} exceptions (at most ${MAX_EXCEPTIONS})`);
  allowed.forEach(({ exception, arrows }, i) => {
    console.log(`\n${i + 1}. ${exception.from}  ->  ${exception.to}\n   why: ${exception.reason}`);
    for (const arrow of arrows) console.log(`   ${arrow.from} -> ${arrow.to}`);
    if (arrows.length === 0) console.log('   STALE: no import matches it any more; take it off the list');
  });
  console.log(`\nNot allowed: ${unlisted.length}`);
  for (const arrow of unlisted) console.log(`   ${arrow.from} -> ${arrow.to}  (${arrow.rule})`);
  if (unlisted.length > 0) console.log('\nMove the code to its layer, or list the import in EXCEPTIONS with its reason (and in docs/ARCHITECTURE.md).');
  if (unlisted.length > 0 || stale.length > 0 || allowed.length > MAX_EXCEPTIONS) process.exitCode = 1;
}

if (import.meta.main) await main();
