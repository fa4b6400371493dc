-- Agent main settings (per group, per role-policy template of a company, or per company),
-- role-policy templates, agms event policies and the ignore-event and event-severity rules.
create table role_policy_templates (
  id integer primary key,
  name text not null,
  description text,
  template_type integer not null,
  policy_type_id integer not null,
  company_id integer references companies(id)
);

create sequence agent_settings_id_seq start with 612;
create table agent_settings (
  id integer primary key default nextval('agent_settings_id_seq'),
  company_id integer not null references companies(id),
  group_id integer references groups(id),
  template_id integer references role_policy_templates(id),
  policy_polling_interval integer not null,
  log_posting_interval integer not null,
  max_log_folder_size integer not null,
  log_severity text not null,
  summary_mode boolean not null,
  encryption_method text not null,
  report_process_hash boolean not null,
  report_process_tree boolean not null,
  report_publisher_info boolean not null,
  encrypt_logs boolean not null,
  debug_log_hours integer not null,
  debug_log_severity text not null,
  debug_log_folder_size integer not null,
  is_default boolean not null,
  updated_on timestamptz not null,
  updated_by text
);
alter sequence agent_settings_id_seq owned by agent_settings.id;
create unique index agent_settings_group on agent_settings (group_id) where group_id is not null;
create unique index agent_settings_template on agent_settings (company_id, template_id) where template_id is not null;
create unique index agent_settings_company on agent_settings (company_id) where group_id is null and template_id is null;

-- Stored event policies of a group or template; a scope without rows uses the product defaults.
create table agms_event_policies (
  company_id integer not null references companies(id),
  group_id integer references groups(id),
  template_id integer references role_policy_templates(id),
  policy_id integer not null,
  enabled boolean not null,
  updated_on timestamptz not null
);
create unique index agms_event_policies_group on agms_event_policies (group_id, policy_id) where group_id is not null;
create unique index agms_event_policies_template on agms_event_policies (company_id, template_id, policy_id) where template_id is not null;

create sequence ignore_event_rules_id_seq start with 711;
create table ignore_event_rules (
  id integer primary key default nextval('ignore_event_rules_id_seq'),
  company_id integer not null references companies(id),
  group_id integer references groups(id),
  template_id integer references role_policy_templates(id),
  rule_name text not null,
  event_type_name text not null,
  conditions jsonb not null,
  updated_on timestamptz not null,
  check ((group_id is null) <> (template_id is null))
);
alter sequence ignore_event_rules_id_seq owned by ignore_event_rules.id;
create index ignore_event_rules_group on ignore_event_rules (group_id);
create index ignore_event_rules_template on ignore_event_rules (company_id, template_id);

create sequence severity_event_rules_id_seq start with 810;
create table severity_event_rules (
  id integer primary key default nextval('severity_event_rules_id_seq'),
  company_id integer not null references companies(id),
  group_id integer references groups(id),
  template_id integer references role_policy_templates(id),
  rule_name text not null,
  severity text not null check (severity in ('Critical', 'High', 'Medium', 'Low', 'Info')),
  conditions jsonb not null,
  updated_on timestamptz not null,
  check ((group_id is null) <> (template_id is null))
);
alter sequence severity_event_rules_id_seq owned by severity_event_rules.id;
create index severity_event_rules_group on severity_event_rules (group_id);
create index severity_event_rules_template on severity_event_rules (company_id, template_id);
