-- A computer's site and company, copied from its group (computers never move between groups; a
-- trigger keeps the copy on every insert and on any change of group), so that the lists of a
-- company or site find their page on one index of computers instead of sorting the whole estate.
alter table computers add column site_id integer, add column company_id integer;
update computers c set site_id = g.site_id, company_id = s.company_id
  from groups g join sites s on s.id = g.site_id where g.id = c.group_id;
create function computers_tenant() returns trigger language plpgsql as $$
begin
  select g.site_id, s.company_id into new.site_id, new.company_id
    from groups g join sites s on s.id = g.site_id where g.id = new.group_id;
  return new;
end $$;
create trigger computers_tenant before insert or update of group_id on computers
  for each row execute function computers_tenant();
alter table computers alter column site_id set not null, alter column company_id set not null;
create index computers_company_name on computers (company_id, lower(name), id) where not deleted;
create index computers_site on computers (site_id) where not deleted;
-- Without statistics of the new column the planner takes a company for a few rows and sorts.
analyze computers;
