import type { SearchAttributePair } from '@temporalio/common';
import type { Tuning } from '../tuning.ts';

export type NotificationInput = { notificationId: string; tuning: Tuning };

/** A queued notification and how to start its delivery. */
export type NotificationStart = {
  notificationId: string;
  workflowId: string;
  searchAttributes: SearchAttributePair[];
  /** The line operators read in the Temporal UI's list (set when the API or housekeeping starts it). */
  summary?: string;
};
