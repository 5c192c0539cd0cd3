// Writes .env.example from the config schema (src/ops/envExample.ts).
import { writeFileSync } from 'node:fs';
import { envExample } from '../src/ops/envExample.ts';

writeFileSync(new URL('../.env.example', import.meta.url), envExample());
