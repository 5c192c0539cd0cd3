import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 42 §5: the time slots a supplier declares for a product in its GET /products answer (an
 * option's own are kept in `options`); null: none declared. Shared by both modes, as the product
 * is: the simulated supplier of test mode answers in them.
 */
export class Migration025TimeSlots extends Migration {
  override up(): void {
    this.addSql('alter table product add column time_slots jsonb null;');
  }

  override down(): void {
    this.addSql('alter table product drop column if exists time_slots;');
  }
}
