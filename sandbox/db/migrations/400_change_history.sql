-- Change history (issue 29): one record per entity a write changed, with the changed fields'
-- values before and after (secrets only as "changed"), written in the write's transaction.
create table change_records (
  id serial primary key,
  changed_at timestamptz not null,
  author_user_id integer not null,
  author_email text not null,
  author_name text not null,
  author_role text not null,
  author_scope_name text,
  client_address text,
  browser text,
  operation text not null,
  action text not null check (action in ('Create', 'Update', 'Delete', 'Restore')),
  entity_type text not null,
  entity_id text not null,
  entity_name text,
  -- The entity's table row key (its primary key values), for a restore.
  entity_key jsonb not null,
  partner_id integer,
  company_id integer,
  site_id integer,
  group_id integer,
  fields jsonb not null,
  restorable boolean not null,
  restored_change_id integer references change_records(id)
);
-- The change log (newest first, in a company or partner), one entity's history, the filters.
create index change_records_company_time on change_records (company_id, changed_at desc, id desc);
create index change_records_partner_time on change_records (partner_id, changed_at desc, id desc);
create index change_records_time on change_records (changed_at desc, id desc);
create index change_records_entity on change_records (entity_type, entity_id, id desc);
create index change_records_author on change_records (lower(author_email), changed_at desc);

-- The rows a recorded write changes, captured by triggers while the write's transaction asks for
-- it (change_history.capture = 'on', set locally by the recording), read and emptied before the
-- transaction ends: committed, it is always empty.
create table change_capture (
  seq serial primary key,
  table_name text not null,
  op text not null,
  old_row jsonb,
  new_row jsonb
);

create function change_capture_row() returns trigger language plpgsql as $$
begin
  insert into change_capture (table_name, op, old_row, new_row)
  values (
    TG_TABLE_NAME,
    TG_OP,
    case when TG_OP in ('UPDATE', 'DELETE') then to_jsonb(OLD) end,
    case when TG_OP in ('UPDATE', 'INSERT') then to_jsonb(NEW) end
  );
  return null;
end;
$$;

create trigger partners_capture after insert or update or delete on partners for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger companies_capture after insert or update or delete on companies for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger users_capture after insert or update or delete on users for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger computers_capture after insert or update or delete on computers for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger servers_capture after insert or update or delete on servers for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger company_server_settings_capture after insert or update or delete on company_server_settings for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger company_selected_servers_capture after insert or update or delete on company_selected_servers for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger global_settings_capture after insert or update or delete on global_settings for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger sso_providers_capture after insert or update or delete on sso_providers for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger agent_settings_capture after insert or update or delete on agent_settings for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger agms_event_policies_capture after insert or update or delete on agms_event_policies for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger ignore_event_rules_capture after insert or update or delete on ignore_event_rules for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger severity_event_rules_capture after insert or update or delete on severity_event_rules for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger alarm_conditions_capture after insert or update or delete on alarm_conditions for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger alarms_capture after insert or update or delete on alarms for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger reviews_capture after insert or update or delete on reviews for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger review_checklist_items_capture after insert or update or delete on review_checklist_items for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger saved_filters_capture after insert or update or delete on saved_filters for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger policy_blocks_capture after insert or update or delete on policy_blocks for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger policy_block_drafts_capture after insert or update or delete on policy_block_drafts for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger policy_block_versions_capture after insert or update or delete on policy_block_versions for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger policy_elective_choices_capture after insert or update or delete on policy_elective_choices for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
create trigger policy_icons_capture after insert or update or delete on policy_icons for each row
  when (current_setting('change_history.capture', true) = 'on') execute function change_capture_row();
