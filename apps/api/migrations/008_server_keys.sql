-- Secret keys the server signs with (the sign-in device cookies, docs/decisions/0014). Made once
-- by whichever instance needs one first and shared by all instances through the database, so no
-- instance needs a secret in its environment and a cookie signed by one is valid on every other.
-- One row per purpose; never swept.
create table server_keys (
  name text primary key,
  key bytea not null check (length(key) >= 32),
  created_at timestamptz not null default now()
);
