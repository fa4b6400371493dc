-- Policy review: unique blocks (one row per sha256), where they were blocked (one row per
-- block and computer, with the list state and decision there), reviews, the blocks under
-- review and the checklist of decisions.
create table unique_blocks (
  id integer primary key,
  sha256 text not null unique check (sha256 ~ '^[0-9a-f]{64}$'),
  file_name text not null,
  file_path text not null,
  publisher text,
  hash_class text not null check (hash_class in ('harmless', 'suspicious', 'malicious', 'notFound')),
  proposed_action text not null
    check (proposed_action in ('AllowHash', 'TrustPublisher', 'TrustFolder', 'AddPowerApp', 'KeepBlocking', 'Ignore'))
);
create index unique_blocks_file_name on unique_blocks (lower(file_name));

create table unique_block_occurrences (
  unique_block_id integer not null references unique_blocks(id),
  computer_id integer not null references computers(id),
  block_count integer not null check (block_count >= 0),
  first_seen timestamptz not null,
  last_seen timestamptz not null,
  list_state text not null default 'draftreviews' check (list_state in ('draftreviews', 'completed', 'deleted')),
  decision text check (decision in ('AllowHash', 'TrustPublisher', 'TrustFolder', 'AddPowerApp', 'KeepBlocking', 'Ignore')),
  primary key (unique_block_id, computer_id)
);
create index unique_block_occurrences_computer on unique_block_occurrences (computer_id, list_state);
create index unique_block_occurrences_state on unique_block_occurrences (list_state, last_seen desc);

create sequence reviews_id_seq start with 511;
create table reviews (
  id integer primary key default nextval('reviews_id_seq'),
  guid uuid not null unique,
  company_id integer not null references companies(id),
  group_id integer references groups(id),
  name text not null,
  description text,
  risk_level text not null check (risk_level in ('Low', 'Medium', 'High', 'Critical')),
  permission_level text not null check (permission_level in ('ReadOnly', 'Reviewer', 'Approver')),
  status text not null default 'DraftReview'
    check (status in ('DraftReview', 'Drafted', 'Applied', 'Published', 'Completed', 'Deleted', 'KeepEnforcing')),
  mode text not null check (mode in ('Individual', 'Summary')),
  scope text not null check (scope in ('Computer', 'Group', 'RolePolicy')),
  created_by text not null,
  created_by_user_id integer references users(id),
  created_on timestamptz not null,
  updated_on timestamptz not null
);
alter sequence reviews_id_seq owned by reviews.id;
create index reviews_company on reviews (company_id, updated_on desc);
create index reviews_group on reviews (group_id);

-- The unique blocks a review covers (uniqueBlockCount).
create table review_blocks (
  review_id integer not null references reviews(id),
  unique_block_id integer not null references unique_blocks(id),
  primary key (review_id, unique_block_id)
);

create sequence review_checklist_items_id_seq start with 9314;
create table review_checklist_items (
  id integer primary key default nextval('review_checklist_items_id_seq'),
  review_id integer not null references reviews(id),
  unique_block_id integer not null references unique_blocks(id),
  title text not null,
  decision text check (decision in ('AllowHash', 'TrustPublisher', 'TrustFolder', 'AddPowerApp', 'KeepBlocking', 'Ignore')),
  decision_status text not null default 'Pending' check (decision_status in ('Pending', 'Approved', 'Rejected', 'Deferred')),
  comment text,
  updated_by text not null,
  updated_on timestamptz not null,
  unique (review_id, unique_block_id)
);
alter sequence review_checklist_items_id_seq owned by review_checklist_items.id;
create index review_checklist_items_updated on review_checklist_items (updated_on desc);
