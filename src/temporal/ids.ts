/**
 * Workflow IDs are business keys, built and parsed only here, so that a repeated request finds
 * the workflow already running instead of starting a second one, and operators can read an ID.
 */
export const workflowIds = {
  mail: (outboxId: string) => `mail:${outboxId}`,
} as const;

export type ParsedWorkflowId = { kind: 'mail'; outboxId: string };

export function parseWorkflowId(id: string): ParsedWorkflowId | undefined {
  const [kind, ...rest] = id.split(':');
  if (kind === 'mail' && rest.length === 1 && rest[0]) return { kind, outboxId: rest[0] };
  return undefined;
}
