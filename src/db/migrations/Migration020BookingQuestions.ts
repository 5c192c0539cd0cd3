import { Migration } from '@mikro-orm/migrations';
import { inBothModes } from '../modeTables.ts';

/**
 * Issue 33 §2 and §3: booking questions and what a supplier supports, visible. (019 is the
 * supplier's cancellation, made beside this one.)
 */
export class Migration020BookingQuestions extends Migration {
  override up(): void {
    // The questions a supplier declares for a product in its GET /products answer (an option's own
    // are kept in `options`); null: none. Shared by both modes, as the product is.
    this.addSql('alter table product add column questions jsonb null;');
    // The agent's answers, stored with the booking; null: no question applied. A mode table: both schemas.
    for (const sql of inBothModes('alter table booking add column answers jsonb null')) this.addSql(sql);
    // What the simulated supplier of test mode received, as a real supplier keeps it.
    this.addSql('alter table test.simulated_booking add column answers jsonb null;');
    // The latest live push of availability, to the minute: shown on GET /v1/account/:id.
    this.addSql('alter table account add column availability_pushed_at timestamptz null;');
  }

  override down(): void {
    this.addSql('alter table account drop column if exists availability_pushed_at;');
    this.addSql('alter table test.simulated_booking drop column if exists answers;');
    for (const sql of inBothModes('alter table booking drop column if exists answers')) this.addSql(sql);
    this.addSql('alter table product drop column if exists questions;');
  }
}
