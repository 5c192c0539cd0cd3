import { Migration } from '@mikro-orm/migrations';

export class Migration010SigningGenerations extends Migration {
  override up(): void {
    // A webhook secret's generation: 1 for an account's first, one more at each rotation. The
    // delivery log names the generations that signed an attempt, never the secrets.
    this.addSql('alter table webhook_secret add column generation integer null;');
    this.addSql(`update webhook_secret s set generation = g.n
      from (select id, row_number() over (partition by account_id order by created_at, id) as n from webhook_secret) g
      where g.id = s.id;`);
    this.addSql('alter table webhook_secret alter column generation set not null;');
    this.addSql('alter table webhook_secret add constraint webhook_secret_generation_unique unique (account_id, generation);');
    // What signed the last attempt: the generations of the recipient's secrets, newest first; an
    // empty list when it went unsigned (the recipient had none); null before the first attempt.
    this.addSql('alter table notification add column signed_with integer[] null;');
  }

  override down(): void {
    this.addSql('alter table notification drop column if exists signed_with;');
    this.addSql('alter table webhook_secret drop constraint if exists webhook_secret_generation_unique;');
    this.addSql('alter table webhook_secret drop column if exists generation;');
  }
}
