// Every workflow, for the worker's bundle. Callers import each from its own module.
export { availabilityNoticePageWorkflow, availabilityNoticesWorkflow } from './availability/notices.ts';
export { bookingCancellationWorkflow, bookingUpdateWorkflow } from './bookings/changes.ts';
export { bookingConfirmationWorkflow } from './bookings/confirmation.ts';
export { supplierCancellationWorkflow } from './bookings/supplierCancellation.ts';
export { housekeepingWorkflow } from './housekeeping/housekeeping.ts';
export { mailDeliveryWorkflow } from './mail/delivery.ts';
export { notificationRedeliveryWorkflow, notificationWorkflow } from './notifications/delivery.ts';
export { testNotificationWorkflow } from './notifications/test.ts';
export { orderCancellationWorkflow } from './orders/cancellation.ts';
export { orderWorkflow } from './orders/order.ts';
export { reservationWorkflow } from './reservations/hold.ts';
