/**
 * A setting the environment gives wrongly, naming each variable (never its value): a role exits 78
 * on it. Its own module, so that what reads a setting (src/temporal/ among others) needs nothing of
 * src/config.ts, which reads them all.
 */
export class ConfigError extends Error {
  readonly variables: string[];
  constructor(issues: { variable: string; message: string }[]) {
    super(`Invalid configuration: ${issues.map((i) => `${i.variable}: ${i.message}`).join('; ')}`);
    this.name = 'ConfigError';
    this.variables = issues.map((i) => i.variable);
  }
}
