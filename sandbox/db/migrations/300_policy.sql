-- Shared policy management (issue 27): building blocks of policy components owned by a level,
-- their published versions (what is in force), one draft each, elective choices of scope nodes,
-- the policy version of each scope node, and the iconset of app groups.
create table policy_icons (
  id serial primary key,
  name text not null check (length(name) between 1 and 64),
  media_type text not null check (media_type in ('image/svg+xml', 'image/png')),
  data_url text not null,
  byte_size integer not null check (byte_size between 0 and 65536),
  built_in boolean not null default false,
  created_on timestamptz not null default now()
);

-- The owner: nothing (spmGlobal), partner_id (serviceProvider), or company_id and, below it,
-- site_id and group_id (local; a group's block names its site too). name, description and offer are
-- the published version's (the draft's while never published); version 0 is never published.
-- revision changes with every write, for optimistic concurrency.
create table policy_blocks (
  id serial primary key,
  level text not null check (level in ('spmGlobal', 'serviceProvider', 'local')),
  partner_id integer references partners(id),
  company_id integer references companies(id),
  site_id integer references sites(id),
  group_id integer references groups(id),
  name text not null check (length(name) between 1 and 100),
  description text not null default '' check (length(description) <= 500),
  offer text not null check (offer in ('mandatory', 'elective')),
  version integer not null default 0,
  revision integer not null default 1,
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now(),
  check ((level = 'spmGlobal') = (partner_id is null and company_id is null)),
  check (level <> 'serviceProvider' or (partner_id is not null and company_id is null)),
  check (level <> 'local' or company_id is not null),
  check (level = 'local' or (site_id is null and group_id is null)),
  check (level <> 'local' or offer = 'mandatory')
);
create unique index policy_blocks_owner_name on policy_blocks
  (level, (coalesce(partner_id, 0)), (coalesce(company_id, 0)), (coalesce(site_id, 0)), (coalesce(group_id, 0)), lower(name));
create index policy_blocks_company on policy_blocks (company_id) where level = 'local';

create table policy_block_versions (
  block_id integer not null references policy_blocks(id) on delete cascade,
  version integer not null check (version >= 1),
  name text not null,
  description text not null,
  offer text not null,
  components jsonb not null,
  published_on timestamptz not null,
  published_by text not null,
  primary key (block_id, version)
);

create table policy_block_drafts (
  block_id integer primary key references policy_blocks(id) on delete cascade,
  based_on_version integer not null,
  name text not null,
  description text not null,
  offer text not null,
  components jsonb not null,
  updated_on timestamptz not null,
  updated_by text not null
);

-- node_type partner, company, site or group (the global root cannot choose).
create table policy_elective_choices (
  block_id integer not null references policy_blocks(id) on delete cascade,
  node_type text not null check (node_type in ('partner', 'company', 'site', 'group')),
  node_id integer not null,
  choice text not null check (choice in ('in', 'out')),
  chosen_on timestamptz not null,
  primary key (block_id, node_type, node_id)
);

-- The policy version in force at each node (global: node_id 0), bumped by every publish that
-- reaches it; a computer on another version than its group's is behind.
create table policy_node_versions (
  node_type text not null check (node_type in ('global', 'partner', 'company', 'site', 'group')),
  node_id integer not null,
  version text not null,
  version_on timestamptz not null,
  primary key (node_type, node_id)
);
