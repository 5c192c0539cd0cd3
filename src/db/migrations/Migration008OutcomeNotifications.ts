import { Migration } from '@mikro-orm/migrations';

export class Migration008OutcomeNotifications extends Migration {
  override up(): void {
    // The booking events whose outcome an agent wants notified when the API could only answer 503.
    this.addSql(`alter table account add column outcome_notifications text[] not null default '{}';`);
    // `<event>:<version>` of each step an agent was answered 503 for, and asked to be told about.
    this.addSql(`alter table booking add column outcome_owed text[] not null default '{}';`);
  }

  override down(): void {
    this.addSql('alter table booking drop column if exists outcome_owed;');
    this.addSql('alter table account drop column if exists outcome_notifications;');
  }
}
