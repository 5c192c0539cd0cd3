import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account, Booking, BookingStatus } from '../../db/entities/index.ts';
import type { NotificationEvent } from '../../../contracts/notificationEvents.ts';

/** What a step's workflow finds on the booking when the agent was answered 503 and asked to be told. */
export const owedToken = (event: NotificationEvent, version: number) => `${event}:${version}`;

const STEP_STATUS: Partial<Record<NotificationEvent, BookingStatus>> = {
  booking_confirmation: 'pending',
  booking_update: 'updating',
  booking_cancellation: 'cancelling',
};

/**
 * For an agent that opted in (`outcome_notifications`), what to do before answering 503 while the
 * step runs on: note on the booking that its outcome is owed to the agent, so the step's activity
 * queues the agent a notification when it ends. Returns false when the step has ended meanwhile
 * (the note would come too late): the API then answers the outcome instead of 503. Undefined when
 * the agent did not ask.
 */
export function oweOutcome(em: EntityManager, agent: Account, booking: Booking, event: NotificationEvent): (() => Promise<boolean>) | undefined {
  if (!agent.outcomeNotifications?.includes(event)) return undefined;
  const token = owedToken(event, booking.version);
  return async () => {
    const result = await em
      .fork()
      .getConnection()
      .execute<{ affectedRows: number }>(
        `update booking set outcome_owed = case when ? = any(outcome_owed) then outcome_owed else array_append(outcome_owed, ?) end
          where id = ? and status = ? and version = ?`,
        [token, token, booking.id, STEP_STATUS[event], booking.version],
        'run',
      );
    return result.affectedRows === 1;
  };
}
