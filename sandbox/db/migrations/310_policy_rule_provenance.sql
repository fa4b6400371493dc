-- Rules from evidence (issue 28). Every stored component carries expiresAt and provenance (null
-- for the rules written in a block's form), and one block per node ("Rules from events") takes
-- the rules made from events, hashes, unique blocks and alerts.
update policy_block_versions set components = (
  select coalesce(jsonb_agg('{"expiresAt": null, "provenance": null}'::jsonb || x.c order by x.i), '[]'::jsonb)
  from jsonb_array_elements(components) with ordinality as x(c, i));
update policy_block_drafts set components = (
  select coalesce(jsonb_agg('{"expiresAt": null, "provenance": null}'::jsonb || x.c order by x.i), '[]'::jsonb)
  from jsonb_array_elements(components) with ordinality as x(c, i));
alter table policy_blocks add column evidence_rules boolean not null default false;
create unique index policy_blocks_evidence_rules on policy_blocks
  (level, (coalesce(partner_id, 0)), (coalesce(company_id, 0)), (coalesce(site_id, 0)), (coalesce(group_id, 0)))
  where evidence_rules;
