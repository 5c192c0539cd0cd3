/**
 * A last-in-first-out list of clean-up steps, also run on Ctrl-C, so a benchmark never leaves a
 * Postgres or a temp dir behind. `dispose()` removes the signal handlers once the run is over.
 */
export function createCleanups() {
  const steps: { what: string; run: () => Promise<unknown> | unknown }[] = [];
  const runAll = async () => {
    while (steps.length > 0) {
      const step = steps.pop()!;
      try {
        await step.run();
      } catch (err) {
        console.error(`cleanup (${step.what}) failed:`, err);
      }
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: cleaning up...`);
    void runAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    push: (step: { what: string; run: () => Promise<unknown> | unknown }) => steps.push(step),
    runAll,
    dispose() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

export type Cleanups = ReturnType<typeof createCleanups>;
