import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHANNEL_LABELS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
  type NotificationPreference,
  type PreferencesResponse,
} from '@faza/shared';
import { RefreshIcon } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { toastError } from '../../lib/toasts';
import { fetchPreferences, preferencesKey, savePreferences } from './notifications-api';
import { PushCard } from './push-card';

type Prefs = PreferencesResponse['preferences'];

/** Saves one switch at a time, showing it flipped at once and flipping it back on failure. */
function useSaveSwitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreference) => savePreferences([change]),
    onMutate: (change) => {
      const before = client.getQueryData<Prefs>(preferencesKey);
      client.setQueryData<Prefs>(preferencesKey, (prefs) =>
        prefs?.map((p) =>
          p.category === change.category && p.channel === change.channel
            ? { ...p, enabled: change.enabled }
            : p,
        ),
      );
      return { before };
    },
    onSuccess: (data) => client.setQueryData(preferencesKey, data.preferences),
    onError: (_error, _change, saved) => {
      client.setQueryData(preferencesKey, saved?.before);
      toastError({ title: NOTIFICATION_MESSAGES.saveFailed });
    },
  });
}

/** /settings/notifications: push on this device, then each category's switches per channel. */
export function NotificationSettings() {
  const prefs = useQuery({
    queryKey: preferencesKey,
    queryFn: async ({ signal }) => (await fetchPreferences(signal)).preferences,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
  const save = useSaveSwitch();

  return (
    <div className="space-y-6">
      <PushCard />
      {prefs.isPending && (
        <p role="status" className="text-sm font-medium text-ink-600">
          {NOTIFICATION_MESSAGES.loading}
        </p>
      )}
      {prefs.isError && (
        <div role="alert" className="rounded-2xl border border-cream-200 bg-white p-5 text-center">
          <p className="font-semibold text-ink-900">{NOTIFICATION_MESSAGES.loadError}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void prefs.refetch()}>
            <RefreshIcon size={18} />
            {NOTIFICATION_MESSAGES.retry}
          </Button>
        </div>
      )}
      {prefs.data && (
        <ul className="space-y-3">
          {NOTIFICATION_CATEGORIES.filter((c) => prefs.data.some((p) => p.category === c)).map(
            (category) => {
              const label = NOTIFICATION_CATEGORY_LABELS[category];
              const switches = NOTIFICATION_CHANNELS.flatMap(
                (channel) =>
                  prefs.data.find((p) => p.category === category && p.channel === channel) ?? [],
              );
              return (
                <li
                  key={category}
                  className="rounded-2xl border border-cream-200 bg-white p-4 shadow-card"
                >
                  <fieldset>
                    <legend className="text-base font-bold text-ink-900">{label.label}</legend>
                    <p className="mt-0.5 text-sm text-ink-600">{label.description}</p>
                    <div className="mt-3 flex flex-wrap gap-1.5 sm:gap-2">
                      {switches.map((p) => (
                        <label
                          key={p.channel}
                          className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-sand-300 px-3 text-sm font-semibold text-ink-800 has-checked:border-palm-300 has-checked:bg-palm-50 has-disabled:cursor-default has-disabled:opacity-70"
                        >
                          <input
                            type="checkbox"
                            className="size-4 accent-palm-600"
                            checked={p.enabled}
                            disabled={!p.can_change}
                            onChange={(event) =>
                              save.mutate({
                                category,
                                channel: p.channel,
                                enabled: event.target.checked,
                              })
                            }
                          />
                          {CHANNEL_LABELS[p.channel]}
                        </label>
                      ))}
                    </div>
                    {switches.some((p) => !p.can_change) && (
                      <p className="mt-2 text-xs text-ink-500">
                        {NOTIFICATION_MESSAGES.alwaysInInbox}
                      </p>
                    )}
                  </fieldset>
                </li>
              );
            },
          )}
        </ul>
      )}
      <p className="text-sm text-ink-600">{NOTIFICATION_MESSAGES.quietHours}</p>
    </div>
  );
}
