-- Inspection: file hashes with their lookup results, the event variants (a file as one kind of
-- event reports it: type, path, policy, process tree), the security events themselves, the
-- aggregates the hot lists read, and the audit log.
--
-- Events are written by the seed only (the contract has no operation that creates one), so the
-- aggregates below are computed once after seeding and stay exact.

create table file_hashes (
  id integer primary key,
  sha256 text not null unique check (sha256 ~ '^[0-9a-f]{64}$'),
  md5 text not null check (md5 ~ '^[0-9a-f]{32}$'),
  sha1 text not null check (sha1 ~ '^[0-9a-f]{40}$'),
  file_name text not null,
  hash_type text not null check (hash_type in ('Executable', 'Dll', 'Script', 'Installer', 'Driver')),
  hash_class text not null check (hash_class in ('harmless', 'suspicious', 'malicious', 'notFound')),
  severity text not null check (severity in ('Critical', 'High', 'Medium', 'Low', 'Info')),
  detection_count integer not null default 0 check (detection_count >= 0),
  engine_count integer not null default 0 check (engine_count >= 0),
  publisher text,
  -- When any agent first reported the file (the detection refresh runs daily for a year from it).
  first_seen timestamptz not null,
  -- Totals over every event (what an unrestricted scope reads; narrower scopes aggregate).
  computer_count integer not null default 0,
  event_count integer not null default 0,
  last_seen timestamptz
);
create index file_hashes_seen on file_hashes (last_seen desc, id desc) where event_count > 0;
create index file_hashes_class on file_hashes (hash_class) where event_count > 0;

-- A file as one kind of event reports it. file_path and process_tree may hold {user}: the
-- user folder of the event's Windows account. process_tree is null when the agent's process
-- tree reporting was off; the tree is shared by every event of the variant.
create table event_variants (
  id integer primary key,
  hash_id integer not null references file_hashes(id),
  event_type text not null check (event_type in ('ExecutionBlocked', 'ExecutionAllowed', 'ScriptBlocked', 'DllLoadBlocked',
    'RemovableMediaBlocked', 'NetworkBlocked', 'TamperAttempt', 'PolicyViolation', 'ElevationRequested', 'CertificateUntrusted')),
  file_name text not null,
  file_path text not null,
  policy_name text,
  process_tree json
);
create index event_variants_hash on event_variants (hash_id);

-- One row per event. Tenant columns (company, site, group) are copied from the computer and the
-- hash class and event type from the variant and hash, so the lists filter and sort on this table
-- alone. The event guid is derived from the id (f3c1a9d2-7b4e-4a1f-9c6d-<id, 12 digits>).
-- Site and group scopes always come with their company, so (company_id, reported_at) serves them.
create table events (
  id bigint primary key,
  reported_at timestamptz not null,
  company_id integer not null references companies(id),
  site_id integer not null,
  group_id integer not null,
  computer_id integer not null references computers(id),
  hash_id integer not null references file_hashes(id),
  variant_id integer not null references event_variants(id),
  event_type text not null,
  action text not null check (action in ('blocked', 'allowed', 'audited')),
  severity text not null check (severity in ('Critical', 'High', 'Medium', 'Low', 'Info')),
  hash_class text not null,
  user_name text
);
-- The date order of every list. Lists find their page on the indexes alone (index-only scans
-- over the included filter columns) and fetch the rows of the page afterwards; counts and
-- aggregates of a company, site or group (and the events of a computer) read events_company
-- only. events_hash serves the hash pages and counts the computers of each hash in order.
create index events_reported on events (reported_at desc, id desc)
  include (company_id, computer_id, action, hash_class, event_type);
create index events_company on events (company_id, reported_at desc, id desc)
  include (site_id, group_id, computer_id, hash_id, action, hash_class, event_type);
create index events_hash on events (hash_id, computer_id, reported_at);

-- The Windows accounts that appear in events: the event search matches user names here first
-- (and then looks for those names among the events of the scope).
create table event_user_names (
  user_name text primary key
);

-- Events per hour, type, action and hash class over every company: exact totals of the
-- unrestricted event list without counting a million rows (edge hours are counted directly).
create table event_hour_counts (
  hour timestamptz not null,
  event_type text not null,
  action text not null,
  hash_class text not null,
  n integer not null,
  primary key (hour, event_type, action, hash_class)
);

-- The audit log. The user's email and name are copied as they were at the time; partner and
-- company say whose log the entry belongs to (null for the global admins' own actions).
create sequence audit_logs_id_seq start with 100000;
create table audit_logs (
  id integer primary key default nextval('audit_logs_id_seq'),
  logged_at timestamptz not null,
  user_id integer references users(id),
  user_email text not null,
  user_name text not null,
  partner_id integer references partners(id),
  company_id integer references companies(id),
  action text not null check (action in ('Login', 'LoginFailed', 'Logout', 'CreateCompany', 'UpdateCompany', 'DeleteCompany',
    'CreateUser', 'UpdateUser', 'DeleteUser', 'CreateServer', 'UpdateServer', 'DeleteServer', 'ResolveAlert', 'UpdateAlertStatus',
    'UpdateAlertCondition', 'CreateReview', 'ChangeReviewStatus', 'UpdateAgentSettings', 'UpdateIgnoreEvents',
    'UpdateSeverityEvents', 'UpdateGlobalSettings', 'UpdateSsoProvider', 'GenerateOtp', 'DeleteComputer')),
  entity_type text not null check (entity_type in ('Session', 'Partner', 'Company', 'Site', 'Group', 'User', 'Server', 'Alert',
    'AlertCondition', 'Review', 'AgentSettings', 'EventPolicy', 'GlobalSettings', 'SsoProvider', 'Computer')),
  entity_name text,
  details text,
  ip_address text
);
alter sequence audit_logs_id_seq owned by audit_logs.id;
create index audit_logs_time on audit_logs (logged_at desc, id desc);
create index audit_logs_partner on audit_logs (partner_id, logged_at desc);
create index audit_logs_company on audit_logs (company_id, logged_at desc);
create index audit_logs_user on audit_logs (lower(user_email), logged_at desc);
