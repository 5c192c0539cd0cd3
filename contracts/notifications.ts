import type { SearchAttributePair } from '@temporalio/common';
import type { Tuning } from './tuning.ts';

export type NotificationInput = { notificationId: string; tuning: Tuning };

/** `again`: a redelivery the account asked for, sent even if the test was delivered. */
export type TestNotificationInput = NotificationInput & { again?: boolean };

/** A queued notification and how to start its delivery. */
export type NotificationStart = {
  notificationId: string;
  workflowId: string;
  searchAttributes: SearchAttributePair[];
  /** The line operators read in the Temporal UI's list (set when the API or housekeeping starts it). */
  summary?: string;
};

/**
 * A queued notification, and the ID and UI summary of the workflow that delivers it if its booking
 * workflow hands it over.
 */
export type QueuedNotification = { notificationId: string; workflowId: string; summary?: string };
