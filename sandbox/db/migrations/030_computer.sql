-- Computers: one-time passwords, who logs on where, the agents the management server still
-- lists after they left the console, and the license of each company (dashboard tiles).

create table computer_otps (
  id serial primary key,
  computer_id integer not null references computers(id),
  otp text not null check (otp ~ '^[A-Z0-9]{8}$'),
  generated_at timestamptz not null,
  expires_at timestamptz not null,
  generated_by integer references users(id),
  check (expires_at = generated_at + interval '1 hour')
);
create index computer_otps_computer on computer_otps (computer_id, generated_at desc);

-- Logons of the last 90 days per computer and Windows account (users by computers).
create table computer_users (
  computer_id integer not null references computers(id),
  user_name text not null,
  last_logon timestamptz not null,
  logon_count integer not null check (logon_count >= 1),
  primary key (computer_id, user_name)
);
create index computer_users_name on computer_users (lower(user_name));

-- Agents the management server still lists but the console no longer shows (uninstalled).
-- A computer deleted from the console is listed as Uninstalled as well.
create table agsc_retired_agents (
  main_id integer primary key,
  group_id integer not null references groups(id),
  name text not null,
  agent_version text,
  last_check_in timestamptz
);
create index agsc_retired_agents_group on agsc_retired_agents (group_id);

create table company_licenses (
  company_id integer primary key references companies(id),
  licensed_computers integer not null check (licensed_computers >= 0),
  expires_on timestamptz
);

-- The computer lists: by group and name, and by name over a wider scope.
create index computers_group_name on computers (group_id, lower(name), id) where not deleted;
