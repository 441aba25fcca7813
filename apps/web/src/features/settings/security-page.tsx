import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DEVICES_TEXTS as T, formatDateTime, type AccountSession } from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toastError, toastSuccess } from '../../lib/toasts';
import { ChangePasswordForm } from '../auth';
import { devicesQueryKey, useDevices, useSignOutDevice, useSignOutOthers } from './use-devices';

/** /settings/security: where the account is signed in, and signing devices out. */
export function SecurityPage() {
  const list = useDevices();
  const client = useQueryClient();
  const others = list.data?.filter((s) => !s.current) ?? [];
  const current = list.data?.find((s) => s.current);
  return (
    <MainLayout title={T.title} description={T.intro}>
      <section aria-labelledby="devices-heading" className="max-w-2xl">
        <h2 id="devices-heading" className="mb-3 text-lg font-bold text-ink-900">
          {T.heading}
        </h2>
        {list.isPending ? (
          <p role="status" className="flex items-center justify-center gap-3 py-12 text-ink-600">
            <Spinner className="size-5" /> {T.loading}
          </p>
        ) : list.isError ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
            <p className="font-semibold">{T.loadError}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <ul className="space-y-3">
              {current && (
                <li>
                  <DeviceCard session={current} />
                </li>
              )}
              {others.map((s) => (
                <li key={s.id}>
                  <DeviceCard session={s} />
                </li>
              ))}
            </ul>
            {others.length === 0 ? (
              <Card className="p-5 text-center text-ink-600">{T.empty}</Card>
            ) : (
              <SignOutOthers />
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="password-heading" className="mt-10 max-w-2xl">
        <h2 id="password-heading" className="text-lg font-bold text-ink-900">
          {T.passwordHeading}
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-600">{T.passwordIntro}</p>
        <Card className="p-4 sm:p-6">
          <ChangePasswordForm
            onChanged={() => void client.invalidateQueries({ queryKey: devicesQueryKey })}
          />
        </Card>
      </section>
    </MainLayout>
  );
}

function DeviceCard({ session }: { session: AccountSession }) {
  const signOut = useSignOutDevice();
  return (
    <Card className="p-4" data-testid="device-card">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <p className="font-bold text-ink-900">{session.device}</p>
          <p className="text-sm text-ink-600">
            {session.place ? T.placeNetwork(session.place) : T.unknownPlace}
          </p>
          <p className="text-sm text-ink-600">{T.lastUsed(formatDateTime(session.last_used_at))}</p>
          <p className="text-xs text-ink-500">{T.signedIn(formatDateTime(session.created_at))}</p>
        </div>
        {session.current ? (
          <Badge tone="leaf">{T.thisDevice}</Badge>
        ) : (
          <Button
            variant="secondary"
            aria-label={`${T.signOut}: ${session.device}`}
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(session.id, {
                onSuccess: () => toastSuccess({ title: T.signedOutOne(session.device) }),
                onError: () => toastError({ title: T.signOutFailed }),
              })
            }
          >
            {signOut.isPending ? T.signingOut : T.signOut}
          </Button>
        )}
      </div>
    </Card>
  );
}

function SignOutOthers() {
  const signOut = useSignOutOthers();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="danger" className="w-full sm:w-auto" onClick={() => setAsking(true)}>
        {T.signOutOthers}
      </Button>
    );
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button
        variant="danger"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: (data) => toastSuccess({ title: T.signedOutOthers(data.signed_out) }),
            onError: () => toastError({ title: T.signOutFailed }),
            onSettled: () => setAsking(false),
          })
        }
      >
        {signOut.isPending ? T.signingOut : T.signOutOthersConfirm}
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        {T.cancel}
      </Button>
    </div>
  );
}
