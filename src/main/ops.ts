import { runOps } from '../ops/cli.ts';

// `npm run ops -- --help` lists the commands; src/ops/cli.ts reads the arguments before any setting.
process.exit(await runOps(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }));
