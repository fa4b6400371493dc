-- Saved filters (issue 15): named views of the event inspection, owned by a user, saved in a
-- scope (the company, and the site or group selected then), private or shared with the scope.
create table saved_filters (
  id serial primary key,
  owner_user_id integer not null references users(id),
  company_id integer not null references companies(id),
  site_id integer references sites(id),
  group_id integer references groups(id),
  name text not null check (length(name) between 1 and 100),
  shared boolean not null default false,
  mode text not null check (mode in ('individual', 'summary')),
  query text not null check (length(query) <= 2048),
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);
-- A name is unique among one owner's filters of one scope (case-insensitive).
create unique index saved_filters_owner_scope_name
  on saved_filters (owner_user_id, company_id, (coalesce(site_id, 0)), (coalesce(group_id, 0)), lower(name));
create index saved_filters_company on saved_filters (company_id, shared);
