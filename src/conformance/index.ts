export { formatReport } from './format.ts';
export { KIT_AGENT, runConformance } from './kit.ts';
export type { CheckResult, Exchange, KitOptions, Report, Status } from './types.ts';
export * from './validators.ts';
