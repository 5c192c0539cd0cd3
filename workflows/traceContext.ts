import type { Payload } from '@temporalio/common';
import type { WorkflowInterceptors } from '@temporalio/workflow';

/** The header Temporal's OpenTelemetry client and activity interceptors write and read. */
const TRACE_HEADER = '_tracer-data';

/**
 * Carries the trace context the workflow was started with on to its activities and children, so
 * the API's request, the activity and its supplier call are one trace. It records no span of the
 * workflow's own: Temporal's workflow interceptor would draw span ids from the workflow's seeded
 * random generator, the one `uuid4()` makes idempotency keys from, and a key would then depend
 * on how many updates reached the workflow's first task (a worker crashing mid-call would retry
 * the supplier with another key). Headers are not part of the determinism check, and nothing
 * here is random, so this changes no command and no key.
 */
export const interceptors = (): WorkflowInterceptors => {
  let trace: Payload | undefined;
  const carry = <T extends { headers: Record<string, Payload> }>(input: T): T =>
    trace && !input.headers[TRACE_HEADER] ? { ...input, headers: { ...input.headers, [TRACE_HEADER]: trace } } : input;
  return {
    inbound: [
      {
        execute(input, next) {
          trace = input.headers[TRACE_HEADER];
          return next(input);
        },
      },
    ],
    outbound: [
      {
        scheduleActivity: (input, next) => next(carry(input)),
        scheduleLocalActivity: (input, next) => next(carry(input)),
        startChildWorkflowExecution: (input, next) => next(carry(input)),
      },
    ],
  };
};
