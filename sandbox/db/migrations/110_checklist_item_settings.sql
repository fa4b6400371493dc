-- A checklist item's own risk level, scope and mode (set in place on the policy change
-- checklist); a new item starts with its review's.
alter table review_checklist_items
  add column risk_level text not null default 'Medium' check (risk_level in ('Low', 'Medium', 'High', 'Critical')),
  add column scope text not null default 'Group' check (scope in ('Computer', 'Group', 'RolePolicy')),
  add column mode text not null default 'Summary' check (mode in ('Individual', 'Summary'));
update review_checklist_items i set risk_level = r.risk_level, scope = r.scope, mode = r.mode
  from reviews r where r.id = i.review_id;
