/**
 * The layers of the code, top to bottom, and the few imports allowed to run back up. A file may
 * import its own layer and any layer below it; an import into a higher layer fails `npm run arrows`
 * and test/architecture/layers.test.ts unless it is one of EXCEPTIONS, each with its reason.
 * docs/ARCHITECTURE.md ("Layers") says the same in words.
 *
 * Each layer is a set of whole folders (and a few top-level files), so that what a folder is for
 * never depends on a file's name. Tests, fixtures, vendor/, the generated client and the packages' built dist/ are not cruised.
 */

/** @type {{ name: string, path: string }[]} */
export const LAYERS = [
  // What is run: the processes' roles, the repository's scripts and the benchmarks.
  { name: 'entry points', path: '^(src/main/|scripts/|bench/)' },
  // What builds the whole from the areas: the app, the worker, the operators' CLI, the OpenAPI
  // documents, the demo and the docs page.
  { name: 'assembly', path: '^src/(app\\.ts|worker\\.ts|ops/|openapi/|dev/|docs/)' },
  // Each business area's API side: routes, schemas (answers too), use cases, workflow starters,
  // presenters; housekeeping, which re-drives every area; the market's gauges.
  {
    name: 'area API',
    path: '^src/(accounts|catalog|bookings|reservations|orders|availabilityChanges|notifications|redemption|reports|requestLog|webhooks|testMode|housekeeping|metrics)/',
  },
  // Deterministic workflow code, replayed in Temporal's sandbox (test/workflows/boundaries.test.ts).
  { name: 'workflows', path: '^workflows/' },
  // The workers' side effects: create<Area>Activities(deps).
  { name: 'activities', path: '^activities/' },
  // The areas' rows, queries and types that activities write and workflows carry, shared with
  // the API side: one folder per area.
  { name: 'area records', path: '^src/records/' },
  // Generic infrastructure: the HTTP layer's generic pieces, Temporal connections and calls, the
  // database, the supplier client (and test mode's simulated supplier behind it), mail transport,
  // webhook signing, rate limits, the request hash, the answers' shared fields, errors, logging,
  // configuration (and its error), the release's version, tracing.
  {
    name: 'infrastructure',
    path: '^src/(http|temporal|db|suppliers|mail|telemetry|limits|signing)/|^src/(errors|errorReasons|logger|config|configError|version|within|transportTimeouts|requestHash|answerFields|readJsonAnswer)\\.ts$',
  },
  // The contract between the API, the workflows and the activities (contracts/): workflow IDs,
  // each workflow area's inputs, results, signals, updates and queries, the timings inputs carry,
  // the step results, the notification events and the notice batches. Below everything that
  // starts, runs or answers a workflow, so that each of them reads the same names; it imports
  // only types of the pure rules, and is bundled with the workflows (test/workflows/boundaries.test.ts).
  { name: 'contracts', path: '^contracts/' },
  // Pure rules that import nothing of ours but the supplier contract's rules (which they re-export).
  { name: 'pure rules', path: '^src/domain/' },
  // The packages suppliers run (npm workspaces): the conformance kit, with the supplier contract's
  // rules the marketplace parses answers by (contract/), and the reference supplier, whose answers
  // the simulated supplier reuses. They import nothing of the marketplace's: each one installs
  // and runs from its tarball alone.
  { name: 'supplier tools', path: '^supplier-tools/[^/]+/src/' },
];

/**
 * The imports that run back up on purpose. `from` and `to` are path patterns; each must still
 * match an import (the test fails on one that no longer does), there are at most 2 (MAX_EXCEPTIONS), and no file
 * matches two different `from`s (each `from` gets a rule of its own).
 * @type {{ from: string, to: string, reason: string }[]}
 */
export const EXCEPTIONS = [
  {
    from: '^activities/housekeeping/',
    to: '^src/housekeeping/housekeeping\\.ts$',
    reason:
      'The every-minute housekeeping activity re-drives what every area left stranded: it starts their workflows through the ' +
      'areas’ starters.',
  },
];

/** Both patterns at once: a path that matches `a` and `b`. */
const both = (a, b) => `(?=(?:${a}))(?:${b})`;

/**
 * One rule per pair of a layer and a layer above it; the files an exception names get rules of
 * their own that leave out the exception's targets, so that only what it names is let through.
 */
function upwardRules() {
  const froms = [...new Set(EXCEPTIONS.map((e) => e.from))];
  return LAYERS.flatMap((lower, i) =>
    LAYERS.slice(0, i).flatMap((higher) => {
      const rule = (from, to) => ({
        name: `up: ${lower.name} -> ${higher.name}`,
        comment: `${lower.name} may import only its own layer and the layers below it (.dependency-cruiser.mjs)`,
        severity: 'error',
        from,
        to,
      });
      return [
        rule({ path: lower.path, ...(froms.length ? { pathNot: froms } : {}) }, { path: higher.path }),
        ...froms.map((from) =>
          rule({ path: both(from, lower.path) }, { path: higher.path, pathNot: EXCEPTIONS.filter((e) => e.from === from).map((e) => e.to) }),
        ),
      ];
    }),
  );
}

/** Reported as info, so that every import an exception lets through is listed with its reason (npm run arrows). */
function exceptionRules() {
  return EXCEPTIONS.map((e, i) => ({
    name: `allowed up #${i + 1}`,
    comment: e.reason,
    severity: 'info',
    from: { path: e.from },
    to: { path: e.to },
  }));
}

/** Each supplier tool is a package of its own: an import of another one's files would not be in its tarball. */
const packageBoundary = {
  name: 'package boundary',
  comment: 'a supplier tool imports only its own files (and its dependencies): it is packed and run alone',
  severity: 'error',
  from: { path: '^supplier-tools/([^/]+)/' },
  to: { path: '^supplier-tools/', pathNot: '^supplier-tools/$1/' },
};

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [...upwardRules(), ...exceptionRules(), packageBoundary],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|test|vendor|clients|supplier-tools/[^/]+/dist)/' },
    // swc (which @temporalio/worker brings) parses: TypeScript 7 has no compiler API that
    // dependency-cruiser can use yet. swc keeps type-only imports, and they count: a workflow that
    // imports an activity's type depends on it.
    parser: 'swc',
    reporterOptions: { text: { highlightFocused: true } },
  },
};
