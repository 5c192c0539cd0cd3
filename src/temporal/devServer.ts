import { devServerSearchAttributeArgs } from './searchAttributes.ts';

export type DevServerOptions = {
  port: number;
  /** The web UI's port; without one the server runs headless. */
  uiPort?: number;
  httpPort?: number;
  metricsPort?: number;
  /** Where it keeps its state (SQLite); without one, in memory. */
  dbFile?: string;
};

/**
 * The arguments of `temporal server start-dev` as this project runs it (`npm start`, the benches,
 * the tests' own servers): on loopback, logging errors only, with the search attributes the
 * service's workflows set.
 */
export function devServerArgs(options: DevServerOptions): string[] {
  return [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    ...(options.httpPort === undefined ? [] : ['--http-port', String(options.httpPort)]),
    ...(options.metricsPort === undefined ? [] : ['--metrics-port', String(options.metricsPort)]),
    ...(options.uiPort === undefined ? ['--headless'] : ['--ui-port', String(options.uiPort)]),
    ...(options.dbFile === undefined ? [] : ['--db-filename', options.dbFile]),
    '--log-level',
    'error',
    ...devServerSearchAttributeArgs(),
  ];
}
