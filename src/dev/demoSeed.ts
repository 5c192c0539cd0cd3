/**
 * What `npm run demo` adds once the stack runs: the two accounts seeded (src/dev/demo.ts), the
 * walk-throughs written beside the demo's data, and the banner's lines about them: credentials,
 * the files to run with each one's steps, and the conformance kit's command.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/orm.ts';
import { ADMIN_USER } from '../referenceSupplier/index.ts';
import {
  conformanceCommand,
  connectDemoMarketplace,
  DEMO_AGENT,
  DEMO_AVAILABILITY_TTL_SECONDS,
  DEMO_SUPPLIER,
  DEMO_SUPPLIER_USER,
  type DemoSupplier,
  makeWebhookSecret,
  seedAccounts,
  seedAvailabilitySettings,
  seedSales,
  seedTestTokens,
  stepTitles,
  testModeBanner,
  testWalkthrough,
  walkthrough,
} from './demo.ts';
import { typedWalkthroughCommand, walkthroughProgram } from './demoProgram.ts';

/** The accounts seeded, the walk-throughs written in the demo's folder, and the banner's lines about them; `root` is the repository's. */
export async function seedDemo(demo: DemoSupplier, config: Config, db: Db, root: string): Promise<string[]> {
  const accounts = await seedAccounts(db, demo);
  await seedSales(config.PUBLIC_URL, accounts);
  await seedAvailabilitySettings(config.PUBLIC_URL, accounts);
  connectDemoMarketplace(demo, config.PUBLIC_URL, accounts);
  // Both accounts sign up for signed notifications, and each one's receiver checks every one with its own secret.
  const supplierSecret = await makeWebhookSecret(config.PUBLIC_URL, accounts.supplier);
  demo.supplier.setWebhookSecret(supplierSecret);
  demo.agentInbox.setWebhookSecret(await makeWebhookSecret(config.PUBLIC_URL, accounts.agent));
  const stockAdmin = { adminUrl: demo.supplier.adminUrl!, user: ADMIN_USER, password: demo.saved.adminPassword!, caFile: demo.caFile };
  const script = walkthrough(config.PUBLIC_URL, accounts, stockAdmin);
  const scriptFile = join(demo.dir, 'walkthrough.sh');
  writeFileSync(scriptFile, script, { mode: 0o600 });
  // Test mode: the same accounts with their test tokens, against the built-in simulated supplier.
  const testTokens = await seedTestTokens(db, demo, accounts);
  const testScript = testWalkthrough(config.PUBLIC_URL, accounts, testTokens, config.BOOKING_WAIT_MS);
  const testScriptFile = join(demo.dir, 'walkthrough-test.sh');
  writeFileSync(testScriptFile, testScript, { mode: 0o600 });
  const programFile = join(demo.dir, 'walkthrough.ts');
  writeFileSync(programFile, walkthroughProgram(config.PUBLIC_URL, accounts), { mode: 0o600 });
  const demoJson = join(demo.dir, 'demo.json');
  return [
    '  Demo market (the reference supplier and two accounts; re-running keeps them):',
    `    Supplier   ${DEMO_SUPPLIER.name}: ${accounts.supplier.email} / ${accounts.supplier.token}`,
    `    Agent      ${DEMO_AGENT.name}: ${accounts.agent.email} / ${accounts.agent.token}`,
    `    Callbacks  ${demo.supplier.url.replace(/\/\/[^@]*@/, '//')} (the reference supplier: user ${DEMO_SUPPLIER_USER}, password supplierPassword in ${demoJson})`,
    `    Inboxes    supplier ${demo.supplier.notificationUrl.replace(/\/\/[^@]*@/, '//')}, agent ${demo.agentInbox.url} (each verifies its account's signatures)`,
    `    Stock      ${stockAdmin.adminUrl}/stock: the reference supplier's operator (${ADMIN_USER}, password in ${demoJson}); each change is pushed as the supplier`,
    `    Freshness  the supplier's availability answers are kept ${DEMO_AVAILABILITY_TTL_SECONDS} s; the agent is told of changes (availability.updated)`,
    '',
    `    Walk-through, with curl, run as: bash ${scriptFile}`,
    ...stepTitles(script).map((title) => `      ${title}`),
    `    TypeScript the same flow with the typed client (clients/typescript), run as: ${typedWalkthroughCommand(root, programFile)}`,
    '',
    ...testModeBanner(accounts, testTokens, testScriptFile, testScript),
    '',
    '    Conformance kit, checking the reference supplier as a supplier checks its own server (docs/SUPPLIERS.md;',
    '    every check, signatures and pushes included; run it in this folder while the demo runs):',
    '',
    ...conformanceCommand(demo, config.PUBLIC_URL, accounts.supplier, supplierSecret)
      .split('\n')
      .map((line) => `    ${line}`),
    '',
  ];
}
