-- Alerts: condition categories, conditions (per company, or global for System and LiveSite),
-- the alerts they raised and the events folded into each alert. An alert keeps a copy of its
-- condition's name and category, so removing a condition leaves the alert history intact.
create table alarm_categories (
  id integer primary key,
  name text not null,
  kind text not null check (kind in ('Security', 'System', 'DeploymentHealth', 'LiveSite'))
);

create sequence alarm_conditions_id_seq start with 311;
create table alarm_conditions (
  id integer primary key default nextval('alarm_conditions_id_seq'),
  company_id integer references companies(id),
  category_id integer not null references alarm_categories(id),
  name text not null,
  description text,
  enabled boolean not null default true,
  threshold integer not null check (threshold between 1 and 10000),
  window_minutes integer not null check (window_minutes between 1 and 10080),
  severity text not null check (severity in ('Low', 'Medium', 'High', 'Critical')),
  notify_emails text[] not null default '{}',
  updated_on timestamptz not null
);
alter sequence alarm_conditions_id_seq owned by alarm_conditions.id;
create index alarm_conditions_company on alarm_conditions (company_id);

create table alarms (
  id integer primary key,
  guid uuid not null unique,
  title text not null,
  status text not null check (status in ('Unresolved', 'InReview', 'Resolved')),
  severity text not null check (severity in ('Low', 'Medium', 'High', 'Critical')),
  condition_id integer not null,
  condition_name text not null,
  condition_description text not null default '',
  category_id integer not null references alarm_categories(id),
  company_id integer references companies(id),
  computer_id integer references computers(id),
  triggered_on timestamptz not null,
  updated_on timestamptz not null,
  resolved_by text,
  event_count integer not null check (event_count >= 1)
);
create index alarms_company_triggered on alarms (company_id, triggered_on desc);
create index alarms_status_triggered on alarms (status, triggered_on desc);
create index alarms_computer on alarms (computer_id);

create table alarm_events (
  id bigint primary key,
  alarm_id integer not null references alarms(id),
  event_type text not null,
  event_time timestamptz not null,
  user_name text,
  file_name text,
  file_path text,
  sha256 text,
  publisher text,
  parent_process text,
  message text not null
);
create index alarm_events_alarm on alarm_events (alarm_id, event_time desc);
