import proto from '@temporalio/proto';

const EventType = proto.temporal.api.enums.v1.EventType;
export type HistoryEvent = proto.temporal.api.history.v1.IHistoryEvent;

/** Where a round's time went, from the notices workflow's history: wall-clock ms of each step (Temporal's event times). */
export type Timeline = {
  started: number;
  /** The window timer as the workflow asked for it (TimerStarted's startToFireTimeout), ms. */
  timerAskedMs: number;
  timerStarted: number;
  windowEnded: number;
  queued: number;
  firstScheduled: number;
  lastScheduled: number;
  lastCompleted: number;
  closed: number;
  deliveries: number;
  workflowTasks: number;
  /** Workflow tasks that timed out or failed, with the failure causes. */
  workflowTasksTimedOut: number;
  workflowTasksFailed: string[];
};

function eventMs(event: HistoryEvent): number {
  const time = event.eventTime;
  return time ? Number(time.seconds ?? 0) * 1000 + (time.nanos ?? 0) / 1e6 : Number.NaN;
}

export function timelineOf(events: HistoryEvent[]): Timeline {
  const typeOf = new Map<number, string>();
  const at = (type: number, name?: string) =>
    events.filter(
      (e) =>
        e.eventType === type &&
        (name === undefined ||
          (type === EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED
            ? e.activityTaskScheduledEventAttributes?.activityType?.name === name
            : typeOf.get(Number(e.activityTaskCompletedEventAttributes?.scheduledEventId ?? 0)) === name)),
    );
  for (const e of events) {
    if (e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED)
      typeOf.set(Number(e.eventId ?? 0), e.activityTaskScheduledEventAttributes?.activityType?.name ?? '');
  }
  const deliveries = at(EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED, 'deliverNotification');
  const completed = at(EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED, 'deliverNotification');
  const first = (list: HistoryEvent[]) => (list.length > 0 ? eventMs(list[0]!) : Number.NaN);
  const last = (list: HistoryEvent[]) => (list.length > 0 ? eventMs(list[list.length - 1]!) : Number.NaN);
  const timer = at(EventType.EVENT_TYPE_TIMER_STARTED)[0];
  const asked = timer?.timerStartedEventAttributes?.startToFireTimeout;
  return {
    started: first(at(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED)),
    timerAskedMs: asked ? Number(asked.seconds ?? 0) * 1000 + (asked.nanos ?? 0) / 1e6 : Number.NaN,
    timerStarted: timer ? eventMs(timer) : Number.NaN,
    windowEnded: first(at(EventType.EVENT_TYPE_TIMER_FIRED)),
    queued: first(at(EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED, 'queueAvailabilityNotices')),
    firstScheduled: first(deliveries),
    lastScheduled: last(deliveries),
    lastCompleted: last(completed),
    closed: first(at(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED)),
    deliveries: deliveries.length,
    workflowTasks: at(EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED).length,
    workflowTasksTimedOut: at(EventType.EVENT_TYPE_WORKFLOW_TASK_TIMED_OUT).length,
    workflowTasksFailed: at(EventType.EVENT_TYPE_WORKFLOW_TASK_FAILED).map((e) => {
      const failed = e.workflowTaskFailedEventAttributes;
      return `${proto.temporal.api.enums.v1.WorkflowTaskFailedCause[failed?.cause ?? 0] ?? failed?.cause}: ${(failed?.failure?.message ?? '').slice(0, 200)}`;
    }),
  };
}
