export { bookingCancellationWorkflow, bookingUpdateWorkflow } from './bookingChanges.ts';
export { bookingConfirmationWorkflow } from './bookingConfirmation.ts';
export { housekeepingWorkflow } from './housekeeping.ts';
export { mailDeliveryWorkflow } from './mailDelivery.ts';
export { notificationWorkflow } from './notifications.ts';
export { reservationWorkflow } from './reservationHold.ts';
