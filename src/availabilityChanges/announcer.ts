import type { Announce } from '../../activities/deps.ts';
import type { Logger } from '../logger.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import { announceChange } from './announce.ts';

/**
 * What the activities that sell or release seats are given to announce the change they committed
 * (activities/saleChanged.ts): the product's notices workflow is started from here, the API side,
 * which alone names it. None without a Temporal client.
 */
export function announcerFor(deps: { workflows?: WorkflowEngine | undefined; logger: Logger }): Announce | undefined {
  const { workflows, logger } = deps;
  if (!workflows) return undefined;
  return (change, mode) => announceChange({ ...workflows, log: logger, mode }, change);
}
