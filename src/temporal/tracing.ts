import { fileURLToPath } from 'node:url';
import type { ClientInterceptors } from '@temporalio/client';
// The client's and the activities' parts only: the package's root also loads its workflow part,
// which builds a tracer of its own on `@opentelemetry/sdk-trace-base` (docs/DECISIONS.md, "One
// OpenTelemetry SDK"). These two need nothing but @opentelemetry/api.
import { OpenTelemetryWorkflowClientInterceptor } from '@temporalio/interceptors-opentelemetry/lib/client/index.js';
import { OpenTelemetryActivityInboundInterceptor, OpenTelemetryActivityOutboundInterceptor } from '@temporalio/interceptors-opentelemetry/lib/worker/index.js';
import type { WorkerInterceptors } from '@temporalio/worker';

/**
 * Temporal's OpenTelemetry interceptors carry the trace from the API's start of a workflow to its
 * activities and their supplier calls; inside the workflow, our own interceptor passes the trace
 * context on without recording spans (workflows/traceContext.ts says why). They are always
 * installed: with tracing off the global tracer is a no-op, and the workflow code (and every
 * history it writes) is the same either way.
 */
export const workflowInterceptorModules = [fileURLToPath(new URL('../../workflows/traceContext.ts', import.meta.url))];

export function tracingClientInterceptors(): ClientInterceptors {
  return { workflow: [new OpenTelemetryWorkflowClientInterceptor()] };
}

export function tracingWorkerInterceptors(): WorkerInterceptors {
  return {
    activity: [(ctx) => ({ inbound: new OpenTelemetryActivityInboundInterceptor(ctx), outbound: new OpenTelemetryActivityOutboundInterceptor(ctx) })],
  };
}
