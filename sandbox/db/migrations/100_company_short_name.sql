-- The short name is unique among live companies (checked on every create and edit): looked up by
-- index instead of reading every company.
create index companies_short_name on companies (lower(short_name)) where not deleted;
