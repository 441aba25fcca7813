import { useDeferredValue, useState } from 'react';
import {
  formatDate,
  formatFaza,
  formatNaira,
  hasPermission,
  ROLE_LABELS,
  ROLES,
  SUBSCRIPTION_TIER_LABELS,
  type AdminUser,
  type Role,
} from '@faza/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { useAdminUsers } from './use-admin-users';
import { useChangeRole } from './use-change-role';
import { UserDetail } from './user-detail';

/** Find a customer by email, phone or FAZA number; read their tier and balance; change roles. */
export function UsersSection({ myRole, myId }: { myRole: Role; myId: string }) {
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const { data, isPending, isError, error, refetch } = useAdminUsers(search);
  const canChangeRoles = hasPermission(myRole, 'roles:change');

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <h2 id="users-heading" className="sr-only">
        Users
      </h2>
      <label className="block">
        <span className="mb-1 block text-sm font-semibold text-ink-800">Search users</span>
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Email, phone or FAZA number"
          className="min-h-11 w-full rounded-xl border border-sand-300 bg-white px-4 text-base focus:border-palm-500 focus:ring-2 focus:ring-palm-200 focus:outline-none"
        />
      </label>
      {isPending ? (
        <p role="status" className="py-8 text-center text-ink-600">
          Loading users…
        </p>
      ) : isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          <p>{error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <p className="py-8 text-center text-ink-600">No users match “{search}”.</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {data.map((user) => (
            <li key={user.id}>
              <UserCard user={user} canChangeRole={canChangeRoles && user.id !== myId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function UserCard({ user, canChangeRole }: { user: AdminUser; canChangeRole: boolean }) {
  const [role, setRole] = useState<Role>(user.role);
  const change = useChangeRole();
  const save = () =>
    change.mutate(
      { id: user.id, role },
      {
        onSuccess: (res) =>
          toastSuccess({
            title: 'Role changed',
            description: `${res.user.email} is now ${ROLE_LABELS[res.to]}.`,
          }),
        onError: (err) => toastError({ title: 'Role not changed', description: err.message }),
      },
    );

  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-bold text-ink-900">{user.name}</p>
          <p className="truncate text-sm text-ink-600">{user.email}</p>
        </div>
        <div className="flex gap-1.5">
          <Badge tone={user.role === 'user' ? 'neutral' : 'palm'}>{ROLE_LABELS[user.role]}</Badge>
          <Badge tone={user.tier === 'basic' ? 'neutral' : 'plantain'}>
            {SUBSCRIPTION_TIER_LABELS[user.tier]}
          </Badge>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-500">Phone</dt>
        <dd className="text-ink-900 tabular-nums">{user.phone}</dd>
        <dt className="text-ink-500">FAZA</dt>
        <dd className="text-ink-900 tabular-nums">{formatFaza(user.faza)}</dd>
        <dt className="text-ink-500">Wallet</dt>
        <dd className="font-semibold text-ink-900">{formatNaira(user.wallet_balance_kobo)}</dd>
        <dt className="text-ink-500">Tier</dt>
        <dd className="text-ink-900">
          {SUBSCRIPTION_TIER_LABELS[user.tier]}
          {user.tier !== 'basic' && user.subscription_ends_at
            ? ` until ${formatDate(user.subscription_ends_at)}`
            : ''}
        </dd>
      </dl>
      <div className="mt-2 border-t border-cream-200 pt-2">
        <UserDetail id={user.id} />
      </div>
      {canChangeRole && (
        <div className="mt-3 flex items-end gap-2 border-t border-cream-200 pt-3">
          <label className="flex-1 text-sm">
            <span className="mb-1 block font-semibold text-ink-800">Role</span>
            <select
              value={role}
              onChange={(e) => setRole(e.target.value as Role)}
              className="min-h-11 w-full rounded-xl border border-sand-300 bg-white px-3"
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          <Button disabled={role === user.role || change.isPending} onClick={save}>
            {change.isPending ? 'Saving…' : 'Save role'}
          </Button>
        </div>
      )}
    </Card>
  );
}
