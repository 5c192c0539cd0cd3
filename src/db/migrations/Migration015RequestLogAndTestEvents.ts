import { Migration } from '@mikro-orm/migrations';

export class Migration015RequestLogAndTestEvents extends Migration {
  override up(): void {
    // Each account's own requests, kept 7 days for GET /v1/requests (issue 22 §1). Written in
    // batches off the request's path; pruned by housekeeping by `at`. No foreign key: a write
    // must not wait on the account row's lock.
    this.addSql(`
      create table api_request (
        id bigint generated always as identity primary key,
        request_id varchar(64) not null,
        account_id uuid not null,
        method varchar(10) not null,
        path varchar(2048) not null,
        status smallint not null,
        error varchar(64) null,
        error_detail varchar(300) null,
        idempotency_key varchar(200) null,
        at timestamptz not null,
        duration_ms real not null
      );`);
    this.addSql('create index api_request_by_account on api_request (account_id, at desc, id desc);');
    this.addSql('create index api_request_by_time on api_request (at);');
    // A replayed 4xx says what the first answer said (Error-Detail), not only its code.
    this.addSql('alter table idempotency_record add column error_detail varchar(300) null;');
    // A test notification an account sends itself (POST /v1/notifications/test, issue 22 §2).
    this.addSql('alter table notification drop constraint if exists notification_event_check;');
    this.addSql(`alter table notification add constraint notification_event_check
      check (event in ('booking_confirmation', 'booking_update', 'booking_cancellation', 'ticket_redemption', 'availability.updated', 'test'));`);
  }

  override down(): void {
    this.addSql("delete from notification where event = 'test';");
    this.addSql('alter table notification drop constraint if exists notification_event_check;');
    this.addSql(`alter table notification add constraint notification_event_check
      check (event in ('booking_confirmation', 'booking_update', 'booking_cancellation', 'ticket_redemption', 'availability.updated'));`);
    this.addSql('drop table if exists api_request;');
    this.addSql('alter table idempotency_record drop column if exists error_detail;');
  }
}
