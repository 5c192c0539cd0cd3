import { Migration } from '@mikro-orm/migrations';

export class Migration016HoldExtension extends Migration {
  override up(): void {
    // What a supplier's callbacks can do beyond the contract (PATCH /v1/account `capabilities`):
    // a callback is only ever used once its supplier declared it. None by default.
    this.addSql(`alter table account add column capabilities text[] not null default '{}';`);
    // The `expires` a hold was first reserved with, set by its first extension (null: never extended).
    // Extensions are capped from here (src/reservations/extension.ts).
    this.addSql('alter table reservation add column first_expires_at timestamptz null;');
  }

  override down(): void {
    this.addSql('alter table reservation drop column if exists first_expires_at;');
    this.addSql('alter table account drop column if exists capabilities;');
  }
}
