import { Migration } from '@mikro-orm/migrations';

export class Migration014TokenGrace extends Migration {
  override up(): void {
    // The token a rotation replaced, still accepted until `previous_token_expires_at`
    // (POST /v1/account/token {"grace_seconds"}); null when none is.
    this.addSql('alter table account add column previous_token_hash varchar(64) null, add column previous_token_expires_at timestamptz null;');
  }

  override down(): void {
    this.addSql('alter table account drop column if exists previous_token_hash, drop column if exists previous_token_expires_at;');
  }
}
