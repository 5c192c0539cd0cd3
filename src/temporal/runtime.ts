import type { LogLevel, LogMetadata, Logger as TemporalLogger } from '@temporalio/common';
import { Runtime } from '@temporalio/worker';
import { ConfigError } from '../configError.ts';
import type { Logger } from '../logger.ts';

const LEVELS: Record<LogLevel, 'trace' | 'debug' | 'info' | 'warn' | 'error'> = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' };

/**
 * The Temporal SDK's logger as pino: the worker's state changes, workflow and activity logs and
 * the SDK's Rust core all become lines of the role's own log (JSON in production, pretty under
 * `npm start`), with the SDK's metadata (`sdkComponent`, `taskQueue`, workflow ids) as fields.
 */
export function temporalLogger(logger: Logger): TemporalLogger {
  const log = logger.child({ component: 'temporal' });
  const write = (level: LogLevel, message: string, meta?: LogMetadata) => {
    const { error, ...fields } = (meta ?? {}) as LogMetadata & { error?: unknown };
    log[LEVELS[level]]({ ...fields, ...(error === undefined ? {} : { err: error }) }, message);
  };
  return {
    log: write,
    trace: (message, meta) => write('TRACE', message, meta),
    debug: (message, meta) => write('DEBUG', message, meta),
    info: (message, meta) => write('INFO', message, meta),
    warn: (message, meta) => write('WARN', message, meta),
    error: (message, meta) => write('ERROR', message, meta),
  };
}

/**
 * Installs the process's Temporal runtime with that logger: once, before any worker or native
 * connection exists. The Rust core's own lines are forwarded too, from WARN up. With a metrics
 * address, the SDK's core serves its Prometheus metrics there (`temporal_*`). `portTaken: 'fail'`
 * (the worker role): an address another process holds is a ConfigError naming
 * TEMPORAL_METRICS_PORT, since a scraper would read that process's metrics as this one's;
 * otherwise (`npm start`) the runtime goes on without them.
 */
export function installTemporalRuntime(logger: Logger, options: { metricsAddress?: string | undefined; portTaken?: 'fail' | 'warn' } = {}): void {
  const logging = { filter: { core: 'WARN', other: 'WARN' }, forward: {} } as const;
  try {
    Runtime.install({
      logger: temporalLogger(logger),
      telemetryOptions: { logging, ...(options.metricsAddress ? { metrics: { prometheus: { bindAddress: options.metricsAddress } } } : {}) },
    });
  } catch (err) {
    if (!options.metricsAddress) throw err;
    if (options.portTaken === 'fail') {
      throw new ConfigError([{ variable: 'TEMPORAL_METRICS_PORT', message: `${options.metricsAddress} is taken by another process` }]);
    }
    // The SDK's exporter could not bind (another process on this host has the port): run without it.
    logger.warn({ err, address: options.metricsAddress }, 'Temporal SDK metrics not served: the address is taken');
    Runtime.install({ logger: temporalLogger(logger), telemetryOptions: { logging } });
  }
}

/** `host:port` for the SDK's metrics, or undefined when TEMPORAL_METRICS_PORT is 0. */
export function temporalMetricsAddress(config: { METRICS_HOST: string; TEMPORAL_METRICS_PORT: number }): string | undefined {
  return config.TEMPORAL_METRICS_PORT ? `${config.METRICS_HOST}:${config.TEMPORAL_METRICS_PORT}` : undefined;
}
