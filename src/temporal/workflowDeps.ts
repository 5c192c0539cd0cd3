import type { Client } from '@temporalio/client';
import type { Mode } from '../domain/mode.ts';
import type { Logger } from '../logger.ts';
import type { Tuning } from '../../contracts/tuning.ts';

/** What code outside a workflow (the API, housekeeping) needs to start, signal and await workflows. */
export type WorkflowDeps = {
  client: Client;
  taskQueue: string;
  /** Timing passed into every workflow's input. */
  tuning: Tuning;
  /** How long the API waits for a workflow's answer before it answers 503. */
  waitMs: number;
  log: Logger;
  /** Whose work this is: a test-mode request starts, signals and awaits test workflows (their IDs start with `test:`). */
  mode: Mode;
};

/** What a service is built with: the engine, without the request's logger and mode. */
export type WorkflowEngine = Omit<WorkflowDeps, 'log' | 'mode'>;
