import {
  canTurnOff,
  CATEGORY_RULES,
  hasPermission,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  offersChannel,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPreference,
  type PreferencesResponse,
  type Role,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';

/** The categories a person may receive: staff categories only with the permission. */
const categoriesFor = (role: Role): NotificationCategory[] =>
  NOTIFICATION_CATEGORIES.filter(
    (c) => !CATEGORY_RULES[c].staffOnly || hasPermission(role, 'orders:confirm'),
  );

/** Every switch the person sees: their choice where they made one, else the category's default. */
export async function listPreferences(
  db: Queryable,
  userId: string,
  role: Role,
): Promise<PreferencesResponse['preferences']> {
  const rows = await db<{ category: string; channel: string; enabled: boolean }[]>`
    select category, channel, enabled from notification_preferences where user_id = ${userId}`;
  const chosen = new Map(rows.map((r) => [`${r.category}:${r.channel}`, r.enabled]));
  return categoriesFor(role).flatMap((category) =>
    NOTIFICATION_CHANNELS.filter((channel) => offersChannel(category, channel)).map((channel) => ({
      category,
      channel,
      enabled: canTurnOff(category, channel)
        ? (chosen.get(`${category}:${channel}`) ?? CATEGORY_RULES[category].defaults[channel]!)
        : true,
      can_change: canTurnOff(category, channel),
    })),
  );
}

/** A switch the person cannot change (a transactional inbox, a channel the category lacks). */
export const refusedPreference = (role: Role, p: NotificationPreference): boolean =>
  !categoriesFor(role).includes(p.category) || !canTurnOff(p.category, p.channel);

export async function savePreferences(
  db: Queryable,
  userId: string,
  preferences: readonly NotificationPreference[],
): Promise<void> {
  await db`
    insert into notification_preferences (user_id, category, channel, enabled)
    select ${userId}, p.category, p.channel, p.enabled
    from jsonb_to_recordset(${db.json(preferences as never)}::jsonb)
      as p(category text, channel text, enabled boolean)
    on conflict (user_id, category, channel)
      do update set enabled = excluded.enabled, updated_at = now()`;
}

/** Whether this person still wants this category on this channel (checked again at send time). */
export async function wants(
  db: Queryable,
  userId: string,
  category: NotificationCategory,
  channel: NotificationChannel,
): Promise<boolean> {
  if (!canTurnOff(category, channel)) return offersChannel(category, channel);
  const [row] = await db<{ enabled: boolean }[]>`
    select enabled from notification_preferences
    where user_id = ${userId} and category = ${category} and channel = ${channel}`;
  return row?.enabled ?? CATEGORY_RULES[category].defaults[channel]!;
}
