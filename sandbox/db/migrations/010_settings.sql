-- Settings area: email (SMTP), syslog and hash lookup settings (global or per company), single
-- sign-on providers; plus what the tenant, user and session handlers need on the core tables.
-- Secrets (SMTP password, hash lookup API key, SSO client secret) live in their own `secret`
-- columns: the handlers only ever read whether one is stored (and the API key's last 4 characters).

-- One record per setting key and scope: company_id null is the global record (Global Admin).
create table global_settings (
  id serial primary key,
  setting_key text not null check (setting_key in ('EmailSettings', 'SyslogSettings', 'HashLookupSettings')),
  company_id integer references companies(id),
  value jsonb not null,
  secret text,
  updated_on timestamptz not null default now(),
  updated_by integer references users(id)
);
-- (setting_key, company) is unique, the global record (null company) included.
create unique index global_settings_key_company on global_settings (setting_key, (coalesce(company_id, 0)));

create table sso_providers (
  id serial primary key,
  company_id integer references companies(id),
  provider_type text not null check (provider_type in ('Azure', 'Google', 'Okta')),
  display_name text not null,
  client_id text not null,
  object_id text,
  tenant_id text,
  auth_url text,
  secret text,
  updated_on timestamptz not null default now(),
  updated_by integer references users(id)
);
create index sso_providers_company on sso_providers ((coalesce(company_id, 0)), lower(display_name), id);

-- Company list: short names are unique among live companies (case-insensitive); sort and filter
-- columns of Company/GetCompanyList.
create unique index companies_short_name_live on companies (lower(short_name)) where not deleted;
create index companies_city on companies (lower(city)) where not deleted;
create index companies_created_on on companies (created_on) where not deleted;
create index companies_license on companies (license_status, partner_id) where not deleted;
create index partners_name on partners (lower(name));

-- User list: default sort (last name, first name), e-mail sort.
create index users_last_first on users (lower(last_name), lower(first_name));
create index users_email_lower on users (lower(email));
create index user_sites_site on user_sites (site_id);
create index user_groups_group on user_groups (group_id);

-- The remote error log records who sent an entry (the session's user).
alter table error_logs add column user_id integer references users(id);
create index error_logs_logged_at on error_logs (logged_at);
