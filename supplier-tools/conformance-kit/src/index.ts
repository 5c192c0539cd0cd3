export { formatReport } from './format.ts';
export { runConformance } from './kit.ts';
export { KIT_AGENT } from './kitSettings.ts';
export type { CheckResult, Exchange, KitOptions, Report, Status } from './types.ts';
export * from './validators.ts';
