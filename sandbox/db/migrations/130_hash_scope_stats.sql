-- Per-hash statistics of each company and of each group (computers, events, last seen), so
-- that the hash lists of a scope (Inspection) and the dashboard's top hashes read a few indexed
-- rows instead of aggregating the scope's events on every request. Filled by the seed from the
-- events (sandbox/seed/inspection/aggregates.ts) and exact as long as events are written by the
-- seed only, as they are (no operation of the contract creates, moves or deletes an event).
--
-- A computer's events all carry one company, site and group (its own when seeded; the seed
-- checks it), so the rows of several companies or groups add up: computers too.
-- hash_class is the hash's (file_hashes.hash_class), copied so that a class is an index range.
create table hash_company_stats (
  company_id integer not null references companies(id),
  hash_id integer not null references file_hashes(id),
  hash_class text not null,
  computer_count integer not null,
  event_count integer not null,
  last_seen timestamptz not null,
  primary key (company_id, hash_id)
);
-- A tab of one company: its rows in the list's default order (last seen, newest first).
create index hash_company_stats_class on hash_company_stats (company_id, hash_class, last_seen desc, hash_id desc)
  include (computer_count, event_count);

-- Site and group scopes always come with their company.
create table hash_group_stats (
  company_id integer not null references companies(id),
  site_id integer not null,
  group_id integer not null,
  hash_id integer not null references file_hashes(id),
  hash_class text not null,
  computer_count integer not null,
  event_count integer not null,
  last_seen timestamptz not null,
  primary key (group_id, hash_id)
);
create index hash_group_stats_scope on hash_group_stats (company_id, hash_class, site_id, group_id)
  include (hash_id, computer_count, event_count, last_seen);
