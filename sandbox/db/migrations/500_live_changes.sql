-- The outbox of the live event stream (issue 34): every change a console may want to hear of, in
-- the transaction that made it (triggers, so no write path can forget one), with the tenant it
-- belongs to (company, site, group; null = every one of that level) for the server to filter by
-- the session's scope. The id orders the stream and is its Last-Event-ID: a reconnecting console
-- resumes after it, losing and repeating nothing. A notification on 'live_changes' wakes the
-- streams of every sandbox process on the database (PostgreSQL LISTEN/NOTIFY, PGlite's too).
create table live_changes (
  id bigserial primary key,
  at timestamptz not null default now(),
  kind text not null check (kind in ('alarmRaised', 'alarmStatusChanged', 'computerStatusChanged', 'eventsReported', 'sessionEnded')),
  company_id integer,
  site_id integer,
  group_id integer,
  detail json not null default '{}'
);

create function live_change_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('live_changes', new.id::text);
  return null;
end $$;
create trigger live_changes_notify after insert on live_changes for each row execute function live_change_notify();

create function live_alarm_change() returns trigger language plpgsql as $$
declare
  s integer;
  g integer;
begin
  perform pg_advisory_xact_lock(500500);
  select gr.site_id, c.group_id into s, g from computers c join groups gr on gr.id = c.group_id where c.id = new.computer_id;
  if tg_op = 'INSERT' then
    insert into live_changes (kind, at, company_id, site_id, group_id, detail)
      values ('alarmRaised', new.updated_on, new.company_id, s, g, json_build_object('alarmId', new.id, 'status', new.status));
  elsif new.status is distinct from old.status then
    insert into live_changes (kind, at, company_id, site_id, group_id, detail)
      values ('alarmStatusChanged', new.updated_on, new.company_id, s, g, json_build_object('alarmId', new.id, 'status', new.status));
  end if;
  return null;
end $$;
create trigger live_alarms after insert or update of status on alarms for each row execute function live_alarm_change();

create function live_computer_change() returns trigger language plpgsql as $$
begin
  if new.online is distinct from old.online then
    perform pg_advisory_xact_lock(500500);
    insert into live_changes (kind, at, company_id, site_id, group_id, detail)
      select 'computerStatusChanged', coalesce(new.last_seen, now()), s.company_id, s.id, new.group_id,
        json_build_object('computerGuid', new.guid, 'online', new.online)
      from groups g join sites s on s.id = g.site_id where g.id = new.group_id;
  end if;
  return null;
end $$;
create trigger live_computers after update of online on computers for each row execute function live_computer_change();

-- A session that ends (logout, password change, company deleted) wakes its streams, which end.
create function live_session_end() returns trigger language plpgsql as $$
begin
  if new.ended_at is not null and old.ended_at is null then
    perform pg_advisory_xact_lock(500500);
    insert into live_changes (kind, at, detail) values ('sessionEnded', new.ended_at, json_build_object('sid', new.sid));
  end if;
  return null;
end $$;
create trigger live_sessions after update of ended_at on sessions for each row execute function live_session_end();
