import { continueAsNew, executeChild, proxyActivities, setHandler, sleep, workflowInfo } from '@temporalio/workflow';
import type { AvailabilityActivities } from '../../activities/availability/index.ts';
import type { NoticeBatch } from '../../src/records/availabilityChanges/notices.ts';
import { deliverFromHere } from '../notifications/delivery.ts';
import { modeOfWorkflowId, workflowIds } from '../ids.ts';
import { databaseOptions } from '../policies.ts';
import { trackStatus } from '../status.ts';
import { AVAILABILITY_NOTICE_WINDOW_MS } from '../tuning.ts';
import { availabilityChangedSignal, type AvailabilityNoticePage, type AvailabilityNoticesInput } from './shared.ts';

const { queueAvailabilityNotices } = proxyActivities<AvailabilityActivities>(databaseOptions);

/** Notices one workflow delivers: about four history events each, well within what Temporal keeps for one workflow. */
const NOTICES_PER_WORKFLOW = 1_000;
/** Deliveries pending at once in one workflow (Temporal refuses more than 2,000). */
const DELIVERY_LANES = 100;

/**
 * One per product while its availability changes: waits a few seconds so that a burst becomes one
 * notice per agent carrying all its dates, queues those notices (the activity marks the changes
 * noticed in the same transaction, so each is announced once), delivers them like booking
 * notifications (a slow receiver is handed to a delivery workflow of its own; an audience of more
 * than a page to child workflows of a page each) and goes round again if more changed meanwhile;
 * ends when nothing did. The database, not this workflow, knows what was announced: housekeeping
 * signals a product whose changes wait unannounced.
 */
export async function availabilityNoticesWorkflow(input: AvailabilityNoticesInput): Promise<void> {
  let changed = true;
  setHandler(availabilityChangedSignal, () => {
    changed = true;
  });
  const windowMs = input.tuning.availabilityNoticeWindowMs ?? AVAILABILITY_NOTICE_WINDOW_MS;
  const gathering = `changes of the next ${windowMs / 1000} s become one notice per agent`;
  const status = trackStatus('gathering', gathering);
  while (changed) {
    status('gathering', gathering);
    await sleep(windowMs);
    changed = false;
    const batch = await queueAvailabilityNotices({ productId: input.productId });
    if (batch.notices.length > 0) {
      status('delivering', `${batch.notices.length} notices of the changes through sequence ${batch.sequence}`);
      await deliverRound(input, batch);
    }
    // A long-lived product's history stays short; a change signalled meanwhile carries over.
    if (changed && workflowInfo().continueAsNewSuggested) await continueAsNew<typeof availabilityNoticesWorkflow>(input);
  }
  status('done', 'every change announced');
}

async function deliverRound(input: AvailabilityNoticesInput, batch: NoticeBatch): Promise<void> {
  const pages: NoticeBatch['notices'][] = [];
  for (let at = 0; at < batch.notices.length; at += NOTICES_PER_WORKFLOW) pages.push(batch.notices.slice(at, at + NOTICES_PER_WORKFLOW));
  const page = (notices: NoticeBatch['notices']): AvailabilityNoticePage => ({ ...input, sequence: batch.sequence, summary: batch.summary, notices });
  if (pages.length === 1) return deliverPage(page(pages[0]!));
  await Promise.all(
    pages.map((notices, i) =>
      executeChild(availabilityNoticePageWorkflow, {
        workflowId: workflowIds.availabilityNoticePage(modeOfWorkflowId(workflowInfo().workflowId), input.productId, batch.sequence, i + 1),
        args: [page(notices)],
        staticSummary: `${batch.summary} · page ${i + 1} of ${pages.length}`,
        // A child inherits no search attributes: the page (and the deliveries it hands over) keeps the mode.
        typedSearchAttributes: workflowInfo().typedSearchAttributes,
      }),
    ),
  );
}

function deliverPage(page: AvailabilityNoticePage): Promise<void> {
  return deliverFromHere(
    page.notices.map((notice) => ({
      notificationId: notice.notificationId,
      workflowId: workflowIds.notification(modeOfWorkflowId(workflowInfo().workflowId), {
        // A rates.updated notice (issue 43) says so; one without an event is availability's, as before.
        event: notice.event ?? 'availability.updated',
        bookingId: page.productId,
        key: page.sequence,
        recipientId: notice.recipientId,
      }),
      summary: page.summary,
    })),
    page.tuning,
    { lanes: DELIVERY_LANES },
  );
}

/** One page of a large audience's notices: a child of availabilityNoticesWorkflow. */
export async function availabilityNoticePageWorkflow(page: AvailabilityNoticePage): Promise<void> {
  const status = trackStatus('delivering', `${page.notices.length} notices of the changes through sequence ${page.sequence}`);
  await deliverPage(page);
  status('done', `${page.notices.length} notices delivered, or handed to a delivery workflow of their own`);
}
