-- Policy review applies (issue 28): where a review wrote its decisions into the policy. Applied
-- writes them into the draft of a local block (its group's, its company's for a role-policy
-- review); Published makes that draft a version of the block (version, published_on). One row per
-- review; the block's versions name the review through (block_id, version).
create table review_policy_writes (
  review_id integer primary key references reviews(id),
  block_id integer not null references policy_blocks(id) on delete cascade,
  component_keys text[] not null,
  version integer,
  applied_on timestamptz not null,
  published_on timestamptz
);
create index review_policy_writes_block on review_policy_writes (block_id, version);
