import { Migration } from '@mikro-orm/migrations';

export class Migration006ReleaseKey extends Migration {
  override up(): void {
    // The Idempotency-Key of the release that ended a hold: a retry of that release (its claim
    // committed, its supplier call lost) finds its own claim again; any other finds the hold ended.
    this.addSql(`alter table reservation add column release_key varchar(64) null;`);
  }

  override down(): void {
    this.addSql('alter table reservation drop column if exists release_key;');
  }
}
