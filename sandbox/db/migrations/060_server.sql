-- PDP/LRP servers: global records of a partner (company_id null) and records of a company;
-- which global records a company uses; zones; connection tests (tokens valid 30 minutes).
create table zones (
  id integer primary key,
  name text not null unique
);

create sequence servers_id_seq start with 213;
create table servers (
  id integer primary key default nextval('servers_id_seq'),
  guid uuid not null unique,
  partner_id integer not null references partners(id),
  company_id integer references companies(id),
  name text not null,
  url text not null,
  point_type text not null check (point_type in ('PDP', 'LRP')),
  zone text,
  priority integer not null default 1 check (priority between 1 and 100),
  user_id text,
  password text,
  agent_user_id text,
  agent_password text,
  is_default boolean not null default false,
  last_connection_test timestamptz,
  created_on timestamptz not null default now()
);
alter sequence servers_id_seq owned by servers.id;
create unique index servers_name_unique on servers (lower(name));
create index servers_owner on servers (partner_id, company_id);

-- A company without a row inherits every global record of its partner.
create table company_server_settings (
  company_id integer primary key references companies(id),
  inherit boolean not null default true
);
create table company_selected_servers (
  company_id integer not null references companies(id),
  server_id integer not null references servers(id) on delete cascade,
  primary key (company_id, server_id)
);

create table server_connection_tests (
  token text primary key,
  url text not null,
  user_id text,
  tested_by integer not null references users(id),
  tested_on timestamptz not null,
  expires_on timestamptz not null
);
create index server_connection_tests_expiry on server_connection_tests (expires_on);
