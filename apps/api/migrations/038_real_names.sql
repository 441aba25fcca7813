-- Real names (docs/decisions/0054-real-names.md): the first and last name as on the person's bank
-- account. Null for the accounts made before this and for sign-ups through the spec's payload,
-- which are asked for it before their next send; set together or not at all.
alter table users
  add column first_name text check (length(first_name) between 1 and 50),
  add column last_name text check (length(last_name) between 1 and 50),
  add constraint users_name_whole check ((first_name is null) = (last_name is null));

-- Notifications name their actor by first name. The function is migration 033's, with only the
-- actor's name changed.
create or replace function notify_event(
  p_recipient_id uuid,
  p_roles text[],
  p_category text,
  p_kind text,
  p_event_key text,
  p_title text,
  p_body text,
  p_deep_link text,
  p_subject_type text,
  p_subject_id text,
  p_actor_id uuid,
  p_actor_token text,
  p_transactional boolean,
  p_inbox_default boolean,
  p_wanted jsonb,
  p_defer_to timestamptz,
  p_push_task text,
  p_email_task text,
  p_max_attempts integer
) returns integer
language plpgsql volatile
set plan_cache_mode = force_generic_plan
set enable_seqscan = off
as $$
#variable_conflict use_column
declare
  v_ids uuid[];
  v_written integer;
  v_queued integer;
begin
  -- One person, or everyone with one of the roles: ids first, so the statement below always
  -- finds its people by primary key.
  if p_recipient_id is not null then
    v_ids := array[p_recipient_id];
  else
    v_ids := notification_role_members(p_roles);
  end if;
  with r as materialized (
    select u.id, u.email_verified_at is not null as has_email,
           exists (select 1 from push_subscriptions s where s.user_id = u.id) as has_push,
           coalesce((select jsonb_object_agg(p.channel, p.enabled) from notification_preferences p
                     where p.user_id = u.id and p.category = p_category), '{}') as prefs
    from users u where u.id = any(v_ids)
  ), actor as (
    -- The actor's first name as on their bank account, or the display name of an account with
    -- none: publicFirstName in packages/shared (docs/decisions/0054-real-names.md).
    select coalesce((select case when first_name is not null and last_name is not null
                                 then first_name else display_name end
                     from users where id = p_actor_id), 'Someone') as name
  ), n as (
    insert into notifications (recipient_id, category, kind, event_key, title, body, deep_link,
                               subject_type, subject_id, in_inbox)
    select r.id, p_category, p_kind, p_event_key,
           replace(p_title, p_actor_token, actor.name),
           replace(p_body, p_actor_token, actor.name),
           p_deep_link, p_subject_type, p_subject_id,
           p_transactional or coalesce((r.prefs->>'inbox')::boolean, p_inbox_default)
    from r, actor
    on conflict (event_key, kind, recipient_id) do nothing
    returning id, recipient_id
  ), d as (
    insert into notification_deliveries (notification_id, channel, not_before)
    select n.id, c.channel,
           case when c.channel = 'push' then coalesce(p_defer_to, now()) else now() end
    from n join r on r.id = n.recipient_id
    cross join jsonb_each_text(p_wanted) as c(channel, wanted)
    where coalesce((r.prefs->>c.channel)::boolean, c.wanted::boolean)
      and case c.channel when 'push' then r.has_push else r.has_email end
    returning id, channel
  ), j as materialized (
    -- No deliveries, no call (and no wake-up of the job runners).
    select graphile_worker.add_jobs(array_agg(row(
             case d.channel when 'push' then p_push_task else p_email_task end,
             json_build_object('deliveryId', d.id),
             null,
             case when d.channel = 'push' then p_defer_to end,
             p_max_attempts::smallint,
             'notification:' || d.id,
             null,
             null)::graphile_worker.job_spec)) as job
    from d having count(*) > 0
  )
  select (select count(*)::int from n), (select count(*)::int from j) into v_written, v_queued;
  return v_written;
end $$;
