-- Where a session was opened from (issue 33: the user's list of sessions): the sign-in's
-- User-Agent (cut to 512 characters) and client address.
alter table sessions add column user_agent text;
alter table sessions add column address text;
create index sessions_user on sessions (user_id) where ended_at is null;
