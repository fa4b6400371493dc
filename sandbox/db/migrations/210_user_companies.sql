-- Company-level users who work for several companies (issue 31: company selection). The user's
-- own company (users.company_id) is the first; a user without rows here has that one only.
create table user_companies (
  user_id integer not null references users(id),
  company_id integer not null references companies(id),
  position integer not null default 0,
  primary key (user_id, company_id)
);
