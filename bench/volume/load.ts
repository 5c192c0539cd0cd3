import { readFileSync } from 'node:fs';

/** The machine's load average (1, 5, 15 minutes), printed beside every figure: other work on a shared machine distorts them. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
