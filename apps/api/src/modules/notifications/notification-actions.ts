import type {
  NotificationPreference,
  NotificationsResponse,
  PreferencesResponse,
  Role,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { listInbox, markRead, toNotification } from './inbox-repository';
import { listPreferences, refusedPreference, savePreferences } from './preferences-repository';

// The caller's own inbox and switches (docs/architecture.md §1 "Adding a feature"): each one
// function a route calls once, always for the session's user.

/** A page of the inbox, newest first, with the cursor of the next older page. */
export async function readMyInbox(
  db: Queryable,
  userId: string,
  { limit, cursor }: { limit: number; cursor: string | undefined },
): Promise<NotificationsResponse> {
  // One row more than asked tells whether an older page exists.
  const { rows, unread } = await listInbox(db, userId, {
    limit: limit + 1,
    before: cursor === undefined ? undefined : Number(cursor),
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    unread,
    next_cursor: rows.length > limit && last ? String(last.seq) : null,
  };
}

/** One notification read; answers what is left unread. */
export async function markNotificationRead(db: Queryable, userId: string, id: string) {
  const unread = await markRead(db, userId, id);
  if (unread === null) throw refuse('NOTIFICATION_NOT_FOUND');
  return { unread };
}

/** Categories switched on or off per channel; the fixed ones cannot be (422). */
export async function changeMyPreferences(
  db: Queryable,
  user: { id: string; role: Role },
  preferences: readonly NotificationPreference[],
): Promise<PreferencesResponse> {
  const refused = preferences.find((p) => refusedPreference(user.role, p));
  if (refused) throw refuse('PREFERENCE_FIXED');
  await savePreferences(db, user.id, preferences);
  return { preferences: await listPreferences(db, user.id, user.role) };
}
