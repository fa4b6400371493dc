-- Password reset (issue 31): single-use tokens, only their hash kept, valid 1 hour; and the
-- sandbox's local mailbox, where mails the sandbox "sends" are kept for a developer and the
-- tests to read (/sandbox/mailbox).
create table password_reset_tokens (
  token_hash text primary key,
  user_id integer not null references users(id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_tokens_user on password_reset_tokens (user_id) where used_at is null;

create table sandbox_mailbox (
  id serial primary key,
  sent_at timestamptz not null,
  to_address text not null,
  subject text not null,
  body text not null
);
