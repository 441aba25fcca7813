import { useEffect, useState } from 'react';
import { NOTIFICATION_MESSAGES } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { BellIcon } from './notifications-icons';
import { pushState, turnOffPush, turnOnPush, type PushState } from './push-subscription';

const EXPLAIN: Partial<Record<PushState, string>> = {
  unsupported: NOTIFICATION_MESSAGES.pushUnsupported,
  'ios-install': NOTIFICATION_MESSAGES.pushIosInstall,
  denied: NOTIFICATION_MESSAGES.pushDenied,
  on: NOTIFICATION_MESSAGES.pushOn,
};

/**
 * Push on this device. Permission is asked only when the person taps "Turn on notifications",
 * never on a visit; on an iPhone outside the installed app it explains the Home Screen step first.
 */
export function PushCard() {
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  /** What went wrong: the server's own words for a refusal it explains (a 4xx), else ours. */
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    pushState().then(
      (next) => live && setState(next),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  const run = (action: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(null);
    action()
      .then(setState, (error: unknown) =>
        setFailed(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? error.message
            : NOTIFICATION_MESSAGES.pushFailed,
        ),
      )
      .finally(() => setBusy(false));
  };

  return (
    <section
      aria-labelledby="push-heading"
      className="rounded-2xl border border-cream-200 bg-white p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-palm-50 text-palm-600">
          <BellIcon size={22} />
        </span>
        <div className="min-w-0">
          <h2 id="push-heading" className="text-lg font-bold text-ink-900">
            {NOTIFICATION_MESSAGES.pushHeading}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{NOTIFICATION_MESSAGES.pushPitch}</p>
          {state !== 'checking' && EXPLAIN[state] && (
            <p role="status" className="mt-2 text-sm font-medium text-ink-800">
              {EXPLAIN[state]}
            </p>
          )}
          {failed && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {failed}
            </p>
          )}
          <div className="mt-4">
            {state === 'default' && (
              <Button onClick={() => run(turnOnPush)} disabled={busy}>
                {NOTIFICATION_MESSAGES.turnOn}
              </Button>
            )}
            {state === 'on' && (
              <Button variant="secondary" onClick={() => run(turnOffPush)} disabled={busy}>
                {NOTIFICATION_MESSAGES.turnOff}
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
