import { Migration } from '@mikro-orm/migrations';
import { MODE_TABLES } from '../modeTables.ts';
import { CHANGE_NUMBERING_LOCK } from './Migration013AvailabilityChanges.ts';

/** Test mode numbers its change events under a lock of its own: a test burst never queues a live commit. */
export const TEST_CHANGE_NUMBERING_LOCK = CHANGE_NUMBERING_LOCK + 1;

/**
 * Test mode (issue 31): the `test` schema with a table of the same definition for every mode table
 * (columns, defaults, checks, indexes, identities; foreign keys to the test twin of a mode table,
 * else to the shared table in public), its own change numbering, and the simulated supplier's
 * own records. Accounts get a test token and test URLs.
 */
export class Migration018TestMode extends Migration {
  override up(): void {
    this.addSql(`alter table account
      add column test_token_hash varchar(64) null,
      add column previous_test_token_hash varchar(64) null,
      add column previous_test_token_expires_at timestamptz null,
      add column test_callback_url text null,
      add column test_notification_url text null;`);
    this.addSql('create schema test;');
    const tables = `array[${MODE_TABLES.map((t) => `'${t}'`).join(', ')}]`;
    this.addSql(`do $$
      declare
        t text;
        fk record;
      begin
        foreach t in array ${tables} loop
          execute format('create %s table test.%I (like public.%I including all)',
            case when (select relpersistence from pg_class where oid = format('public.%I', t)::regclass) = 'u' then 'unlogged' else '' end, t, t);
        end loop;
        for fk in
          select c.conname, src.relname as tbl, ref.relname as ref, pg_get_constraintdef(c.oid) as def
            from pg_constraint c
            join pg_class src on src.oid = c.conrelid
            join pg_class ref on ref.oid = c.confrelid
           where c.contype = 'f' and src.relnamespace = 'public'::regnamespace and src.relname = any(${tables})
        loop
          execute format('alter table test.%I add constraint %I %s', fk.tbl, fk.conname,
            regexp_replace(fk.def, 'REFERENCES (public\\.)?' || quote_ident(fk.ref) || '\\(',
              'REFERENCES ' || case when fk.ref = any(${tables}) then 'test.' else 'public.' end || quote_ident(fk.ref) || '('));
        end loop;
      end $$;`);
    this.addSql('insert into test.availability_change_pruned (only_row, through) values (true, 0);');
    this.addSql('create sequence test.availability_change_sequence;');
    this.addSql(`create function test.availability_change_number() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(${TEST_CHANGE_NUMBERING_LOCK});
        update test.availability_change set sequence = nextval('test.availability_change_sequence') where id = new.id;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger availability_change_number after insert on test.availability_change
      deferrable initially deferred for each row execute function test.availability_change_number();`);

    // What an agent asked the simulated supplier to do (Test-Scenario), per reservation or booking and
    // the callback (or `notifications`) of the step it asked it for.
    this.addSql(`create table test.scenario (
      subject_id uuid not null,
      callback varchar(40) not null,
      scenario varchar(100) not null,
      created_at timestamptz not null default now(),
      primary key (subject_id, callback)
    );`);
    // The simulated supplier's own records, as a real supplier keeps them: its answers by
    // Idempotency-Key (replayed exactly), its holds, bookings and barcodes.
    this.addSql(`create table test.simulated_call (
      key varchar(200) primary key,
      supplier_id uuid not null references public.account (id) on delete cascade,
      fingerprint varchar(64) not null,
      first_seen timestamptz not null default now(),
      status smallint null,
      body jsonb null
    );`);
    this.addSql(`create table test.simulated_hold (
      code varchar(40) primary key,
      supplier_id uuid not null references public.account (id) on delete cascade,
      product varchar(100) not null,
      option varchar(100) not null default '',
      date date not null,
      time varchar(5) not null default '',
      seats integer not null,
      expires_at timestamptz not null,
      status varchar(10) not null check (status in ('held', 'released', 'booked'))
    );`);
    this.addSql('create index simulated_hold_by_day on test.simulated_hold (supplier_id, product, date);');
    this.addSql(`create table test.simulated_booking (
      reference varchar(40) primary key,
      supplier_id uuid not null references public.account (id) on delete cascade,
      agent varchar(254) null,
      agent_reference varchar(200) null,
      product varchar(100) not null,
      option varchar(100) not null default '',
      date date not null,
      time varchar(5) not null default '',
      pickup varchar(200) null,
      customer jsonb not null,
      notes text not null default '',
      barcode varchar(40) not null,
      tickets jsonb not null,
      cancelled boolean not null default false,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index simulated_booking_by_day on test.simulated_booking (supplier_id, product, date);');
    this.addSql(`create table test.simulated_barcode (
      barcode varchar(40) primary key,
      booking varchar(40) not null references test.simulated_booking (reference) on delete cascade
    );`);
  }

  override down(): void {
    this.addSql('drop schema if exists test cascade;');
    this.addSql(`alter table account
      drop column if exists test_token_hash,
      drop column if exists previous_test_token_hash,
      drop column if exists previous_test_token_expires_at,
      drop column if exists test_callback_url,
      drop column if exists test_notification_url;`);
  }
}
