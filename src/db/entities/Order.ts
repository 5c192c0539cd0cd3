import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Account } from './Account.ts';
import type { Customer } from './Booking.ts';
// biome-ignore lint/suspicious/noImportCycles: an order and its items refer to each other; MikroORM resolves the lazy `() => Entity` references once both are loaded.
import { OrderItem } from './OrderItem.ts';

/**
 * An order's states (docs/API.md "Orders"): `holding` → `held` → `confirming` → `confirmed`; a
 * refusal while holding ends it `failed`, one while confirming goes through `undoing` to `failed`,
 * or to `stuck` when a supplier refuses an undo (an operator must act). `expired`: its holds ended
 * before a confirmation; `cancelling` → `cancelled`: the agent cancelled it, held or confirmed.
 */
export const ORDER_STATUSES = ['holding', 'held', 'confirming', 'confirmed', 'undoing', 'failed', 'stuck', 'expired', 'cancelling', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** An order in one of these is in a step its workflow is carrying out. */
export const ORDER_STEPS: readonly OrderStatus[] = ['holding', 'confirming', 'undoing', 'cancelling'];

/** A basket of 1 to 20 items, known to the agent by its own reference; each item becomes an ordinary booking. */
const OrderSchema = defineEntity({
  name: 'Order',
  tableName: 'agent_order',
  properties: {
    id: uuidPrimaryKey(),
    agent: () => p.manyToOne(Account),
    agentReference: p.string().length(90),
    status: p.enum(ORDER_STATUSES).default('holding'),
    customer: p.json<Customer>(),
    notes: p.text().default(''),
    // When the holds asked for end (each item's reservation may be extended on its own).
    expiresAt: p.datetime(),
    // SHA-256 of the creation request: a repeat with another basket is REFERENCE_IN_USE.
    requestHash: p.string().length(64),
    confirmedAt: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    items: () => p.oneToMany(OrderItem).mappedBy('order').orderBy({ position: 'asc' }),
  },
});

export class Order extends OrderSchema.class {}
OrderSchema.setClass(Order);
export { OrderSchema };
