import { ConfigError } from '../configError.ts';
import { loadConfig, type Config } from '../config.ts';
import { createLogger, type Logger } from '../logger.ts';
import { startTracing, type Tracing } from '../telemetry/tracing.ts';

/** Loads config or exits with a message naming the bad variables: a role never starts half-configured. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
}

/** Runs `stop` once on SIGINT/SIGTERM, then exits. */
export function onShutdown(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

export function roleLogger(config: Config, role: string): Logger {
  return createLogger(config.LOG_LEVEL).child({ role });
}

/** Tracing for a role when OTEL_EXPORTER_OTLP_ENDPOINT is set; started before the app so Koa and pg are patched first. */
export function roleTracing(config: Config, role: string, logger: Logger): Tracing | undefined {
  return startTracing({ serviceName: config.OTEL_SERVICE_NAME ?? `ticket-marketplace-${role}`, endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, logger });
}
