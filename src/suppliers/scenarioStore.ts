import type { EntityManager } from '@mikro-orm/postgresql';
import { modeOf } from '../db/orm.ts';
import { formatScenario, NOTIFICATIONS_CALLBACK, SCENARIO_CALLBACKS, type Scenario, type ScenarioOperation } from './scenarios.ts';

/**
 * What a test-mode step asked of the simulated supplier, kept with its reservation or booking
 * until the step's workflow calls the supplier (or delivers its notifications). A step asked
 * without one clears what an earlier step of the same booking asked. Live mode keeps nothing.
 */
export async function rememberScenario(
  em: EntityManager,
  subjectId: string,
  operation: ScenarioOperation,
  scenario: Scenario | null | undefined,
): Promise<void> {
  if (modeOf(em) !== 'test') return;
  const callback = SCENARIO_CALLBACKS[operation];
  const connection = em.getConnection();
  const tx = em.getTransactionContext();
  await connection.execute('delete from test.scenario where subject_id = ? and callback in (?, ?)', [subjectId, callback, NOTIFICATIONS_CALLBACK], 'run', tx);
  if (!scenario) return;
  await connection.execute(
    'insert into test.scenario (subject_id, callback, scenario) values (?, ?, ?)',
    [subjectId, scenario.name === 'receiver_down' ? NOTIFICATIONS_CALLBACK : callback, formatScenario(scenario)],
    'run',
    tx,
  );
}

/** What the step calling `callback` (or delivering notifications) of `subjectId` was asked to do, as its Test-Scenario text. */
export async function scenarioFor(em: EntityManager, subjectId: string, callback: string): Promise<string | null> {
  if (modeOf(em) !== 'test') return null;
  const rows = await em
    .getConnection()
    .execute<{ scenario: string }[]>('select scenario from test.scenario where subject_id = ? and callback = ?', [subjectId, callback]);
  return rows[0]?.scenario ?? null;
}
