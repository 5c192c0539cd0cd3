import { withOpsSettings } from '../dev/opsSettings.ts';
import { runOps } from '../ops/cli.ts';

// `npm run ops -- --help` lists the commands; src/ops/cli.ts reads the arguments before any setting.
// With no DATABASE_URL or TEMPORAL_ADDRESS of its own, ops reaches the stack `npm start` runs
// here, by the settings it wrote (src/dev/opsSettings.ts); a variable set in the environment wins.
const { env, from } = withOpsSettings(process.env);
// Said where a person reads it: which stack this is.
if (from && process.stderr.isTTY) process.stderr.write(`(settings from ${from}, written by npm start)\n`);
process.exit(await runOps(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env }));
