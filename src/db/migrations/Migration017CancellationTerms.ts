import { Migration } from '@mikro-orm/migrations';

export class Migration017CancellationTerms extends Migration {
  override up(): void {
    // The cancellation terms a supplier declares for a product in its GET /products answer (an
    // option's own terms are kept in `options`); null: none declared, today's rule applies.
    this.addSql('alter table product add column cancellation jsonb null;');
    // The terms locked on a booking at confirmation, and the refund they gave when its cancellation
    // was requested (percent, rrp and net in minor units, the tier); both null without declared terms.
    this.addSql('alter table booking add column cancellation jsonb null, add column refund jsonb null;');
  }

  override down(): void {
    this.addSql('alter table booking drop column if exists cancellation, drop column if exists refund;');
    this.addSql('alter table product drop column if exists cancellation;');
  }
}
