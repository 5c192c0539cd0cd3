import type { Middleware } from 'koa';
import type { Mode } from '../../domain/mode.ts';
import { ApiError } from '../../errors.ts';
import { parseScenario, SCENARIO_HEADER, type Scenario, type ScenarioOperation } from '../../suppliers/scenarios.ts';
import type { AuthState } from '../state.ts';

/** What an authenticated route allows of the modes (its declaration's `modes`, `testScenario`). */
export type ModeRules = { modes?: Mode | undefined; testScenario?: ScenarioOperation | undefined };

/**
 * After authentication: a route of one mode only refuses the other's credentials (403
 * LIVE_MODE_ONLY, TEST_MODE_ONLY), and a Test-Scenario header is checked against the route and the
 * mode (400 INVALID_TEST_SCENARIO; never in live mode) and put on `ctx.state.scenario`.
 */
export function modeGuard(rules: ModeRules): Middleware<AuthState & { scenario?: Scenario | null }> {
  return async function modeGuardMiddleware(ctx, next) {
    const mode = ctx.state.mode;
    if (rules.modes && rules.modes !== mode) throw new ApiError(rules.modes === 'live' ? 'LIVE_MODE_ONLY' : 'TEST_MODE_ONLY');
    // Sent but empty is still sent: refused below, never taken for no header.
    const header = ctx.get(SCENARIO_HEADER);
    if (ctx.headers[SCENARIO_HEADER.toLowerCase()] !== undefined) {
      if (mode !== 'test') throw new ApiError('INVALID_TEST_SCENARIO', { detail: `${SCENARIO_HEADER} works in test mode only (a tmk_test_ token)` });
      const scenario = parseScenario(header, rules.testScenario);
      if ('problem' in scenario) throw new ApiError('INVALID_TEST_SCENARIO', { detail: scenario.problem });
      ctx.state.scenario = scenario;
    } else ctx.state.scenario = null;
    await next();
  };
}
