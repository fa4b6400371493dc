-- Sign-in throttling (issue 33, OWASP ASVS V2.2): failed sign-ins per account (the email as
-- typed, known or not) and per client address. In the database so that every process of the
-- sandbox and every restart sees the same counters.
create table sign_in_throttle (
  key text primary key,
  failures integer not null,
  last_failure_at timestamptz not null,
  blocked_until timestamptz
);
create index sign_in_throttle_last_failure on sign_in_throttle (last_failure_at);
