import { AccessGrantSchema } from './AccessGrant.ts';
import { AccountSchema } from './Account.ts';
import { AccountCodeSchema } from './AccountCode.ts';
import { BarcodePrefixSchema } from './BarcodePrefix.ts';
import { RedemptionSchema } from './Redemption.ts';
import { BookingSchema } from './Booking.ts';
import { NotificationSchema } from './Notification.ts';
import { OrderSchema } from './Order.ts';
import { OrderItemSchema } from './OrderItem.ts';
import { ReservationSchema } from './Reservation.ts';
import { TicketSchema } from './Ticket.ts';
import { MailOutboxSchema } from './MailOutbox.ts';
import { ProductSchema } from './Product.ts';
import { ProductRateSchema } from './ProductRate.ts';
import { PromotionSchema } from './PromotionRow.ts';
import { WebhookSecretSchema } from './WebhookSecret.ts';

export { AccessGrant } from './AccessGrant.ts';
export { Account } from './Account.ts';
export { AccountCode, type CodePurpose } from './AccountCode.ts';
export { BarcodePrefix } from './BarcodePrefix.ts';
export { Redemption } from './Redemption.ts';
export { Booking, type BookingStatus, type Customer, type PendingChange } from './Booking.ts';
export { Notification } from './Notification.ts';
export { Order, ORDER_STATUSES, type OrderStatus } from './Order.ts';
export { OrderItem } from './OrderItem.ts';
export { Reservation, type ReservationStatus } from './Reservation.ts';
export { Ticket } from './Ticket.ts';
export { MailOutbox } from './MailOutbox.ts';
export { Product } from './Product.ts';
export { ProductRate } from './ProductRate.ts';
export { PromotionRow } from './PromotionRow.ts';
export { WebhookSecret } from './WebhookSecret.ts';

export const entities = [
  AccountSchema,
  AccountCodeSchema,
  MailOutboxSchema,
  AccessGrantSchema,
  ProductSchema,
  ProductRateSchema,
  PromotionSchema,
  ReservationSchema,
  BookingSchema,
  TicketSchema,
  NotificationSchema,
  BarcodePrefixSchema,
  RedemptionSchema,
  WebhookSecretSchema,
  OrderSchema,
  OrderItemSchema,
];
