-- The tenant tree, users and sessions.
create table partners (
  id integer primary key,
  guid uuid not null unique,
  name text not null,
  short_name text not null,
  contact_name text,
  phone text,
  email text,
  agms boolean not null default true
);

create table companies (
  id integer primary key,
  guid uuid not null unique,
  partner_id integer not null references partners(id),
  name text not null,
  short_name text not null,
  address1 text,
  address2 text,
  city text,
  state text,
  postal_code text,
  country text,
  contact_name text,
  phone text,
  ext text,
  fax text,
  email text,
  license_status text not null default 'activated'
    check (license_status in ('activated', 'notActivated', 'expired', 'deactivated')),
  created_on timestamptz not null default now(),
  deleted boolean not null default false
);
create index companies_partner on companies (partner_id) where not deleted;
create index companies_name on companies (lower(name));

create table sites (
  id integer primary key,
  guid uuid not null unique,
  company_id integer not null references companies(id),
  main_id integer unique,
  name text not null
);
create index sites_company on sites (company_id);

create table groups (
  id integer primary key,
  guid uuid not null unique,
  site_id integer not null references sites(id),
  main_id integer unique,
  name text not null,
  agms boolean not null default false
);
create index groups_site on groups (site_id);

create table computers (
  id integer primary key,
  guid uuid not null unique,
  group_id integer not null references groups(id),
  name text not null,
  os text not null,
  protection_mode text not null check (protection_mode in ('Protected', 'Lockdown', 'Discovery')),
  online boolean not null,
  active boolean not null default true,
  agent_version text not null,
  policy_version text not null,
  ipv4 text,
  ipv6 text,
  last_seen timestamptz,
  domain text,
  logged_on_user text,
  cpu text,
  memory_mb integer,
  install_date timestamptz,
  mac_address text,
  serial_number text,
  main_id integer,
  deleted boolean not null default false
);
create index computers_group on computers (group_id) where not deleted;
create index computers_name on computers (lower(name));

create table users (
  id integer primary key,
  guid uuid not null unique,
  first_name text not null,
  last_name text not null,
  email text not null unique,
  password_hash text not null,
  role text not null check (role in ('AGMSAdmin', 'PartnerAdmin', 'CompanyAdmin', 'SiteAdmin', 'SiteAudit', 'GroupAdmin', 'GroupAudit')),
  partner_id integer references partners(id),
  company_id integer references companies(id),
  created_on timestamptz not null default now(),
  last_login timestamptz
);
create index users_company on users (company_id);
create index users_partner on users (partner_id);

-- Sites and groups a site or group user is assigned to (the first is their auto-scope).
create table user_sites (
  user_id integer not null references users(id),
  site_id integer not null references sites(id),
  position integer not null default 0,
  primary key (user_id, site_id)
);
create table user_groups (
  user_id integer not null references users(id),
  group_id integer not null references groups(id),
  position integer not null default 0,
  primary key (user_id, group_id)
);

create table sessions (
  token_hash text primary key,
  sid text not null unique,
  user_id integer not null references users(id),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz
);

create table user_settings (
  user_id integer not null references users(id),
  setting_key text not null,
  setting_value text not null,
  updated_on timestamptz not null default now(),
  primary key (user_id, setting_key)
);

create table error_logs (
  id serial primary key,
  email text,
  exception text,
  endpoint text,
  browser text,
  logged_at timestamptz not null default now()
);
