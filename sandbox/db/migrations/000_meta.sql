-- What the sandbox knows about its own data: when it was seeded, at which scale.
create table sandbox_meta (
  key text primary key,
  value text not null
);
