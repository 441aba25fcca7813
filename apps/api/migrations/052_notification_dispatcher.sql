-- Notifications at the cost of a row (docs/decisions/0065-drawings-side-by-side-and-notifications-by-dispatcher.md):
-- the transaction that tells someone writes their notification and its delivery rows, and no
-- graphile-worker job. The dispatchers (modules/notifications/dispatcher.ts) claim due deliveries
-- in batches, woken by one NOTIFY on `faza_deliveries` per such transaction and by a timer.

-- A claim: the dispatcher that took a delivery holds it until then (a lease). One that dies with
-- it leaves it to the next claim after the lease, so nothing is lost; a delivery is sent at least
-- once (decision 0030).
alter table notification_deliveries add column claimed_until timestamptz;

-- What the dispatchers read: pending deliveries by when they are due.
create index notification_deliveries_due_idx on notification_deliveries (not_before)
  where state = 'pending';

-- notify_event of migrations 033 and 038, without the jobs: the same rows, then the wake-up.
drop function notify_event(uuid, text[], text, text, text, text, text, text, text, text, uuid, text,
                           boolean, boolean, jsonb, timestamptz, text, text, integer);

create function notify_event(
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
  p_defer_to timestamptz
) returns integer
language plpgsql volatile
set plan_cache_mode = force_generic_plan
set enable_seqscan = off
as $$
#variable_conflict use_column
declare
  v_ids uuid[];
  v_written integer;
  v_delivered integer;
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
  )
  select (select count(*)::int from n), (select count(*)::int from d) into v_written, v_delivered;
  -- One wake-up of the dispatchers per transaction, however many deliveries it writes: PostgreSQL
  -- sends a channel's identical payloads once, at commit (nothing, if it rolls back).
  if v_delivered > 0 then
    perform pg_notify('faza_deliveries', '');
  end if;
  return v_written;
end $$;

-- Deliveries queued as jobs before this migration are the dispatchers' now: their jobs go (by the
-- key each was given), so one is not sent by both. graphile-worker's schema exists once a job
-- runner has started; a database that never ran one has no such jobs.
do $$
begin
  if to_regprocedure('graphile_worker.remove_job(text)') is not null then
    perform graphile_worker.remove_job('notification:' || id)
    from notification_deliveries where state = 'pending';
  end if;
end $$;
