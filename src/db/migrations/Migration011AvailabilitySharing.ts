import { Migration } from '@mikro-orm/migrations';

export class Migration011AvailabilitySharing extends Migration {
  override up(): void {
    // A supplier's declaration that its availability does not depend on the agent asking
    // (PATCH /v1/account `availability_agent_independent`): only then do different agents'
    // identical availability requests share one call to it. False, as every supplier was before.
    this.addSql('alter table account add column availability_agent_independent boolean not null default false;');
  }

  override down(): void {
    this.addSql('alter table account drop column if exists availability_agent_independent;');
  }
}
