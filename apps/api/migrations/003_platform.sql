-- Cross-cutting tables every money or food feature uses: idempotency keys (docs/architecture.md §2) and the
-- append-only audit log of staff actions (docs/architecture.md §3, Roles).

-- One row per (user, key). Written in the same transaction as the effect it guards, so a key
-- exists exactly when its effect happened. Swept 24 h after creation (job `sweep_expired`).
create table idempotency_keys (
  user_id uuid not null references users(id) on delete cascade,
  key text not null check (length(key) between 1 and 255),
  -- The route the key was used on: one key cannot be replayed on a different action.
  route text not null,
  -- sha256 of the canonical request body: the same key with another body is refused (422).
  request_hash bytea not null,
  response_status integer not null,
  response_body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created_at_idx on idempotency_keys (created_at);

-- Who did what to which record, with the record before and after. Never updated or deleted.
create table audit_log (
  id uuid primary key default gen_random_uuid(),
  actor_id uuid references users(id) on delete set null,
  action text not null,
  subject_type text not null,
  subject_id text not null,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_created_at_idx on audit_log (created_at desc);
create index audit_log_subject_idx on audit_log (subject_type, subject_id);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end $$;
create trigger audit_log_no_update before update or delete on audit_log
  for each row execute function audit_log_append_only();
