import { useState } from 'react';
import {
  authUserPerson,
  formatDate,
  GIFT_MESSAGES,
  publicFirstName,
  type Gift,
} from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useSession } from '../auth';
import { ShareGiftLink } from './gift-share';
import { GiftLines } from './gift-lines';
import { useCancelGift } from './use-cancel-gift';
import { useGifts } from './use-gifts';

const TONES: Record<Gift['state'], BadgeTone> = {
  pending: 'plantain',
  claimed: 'leaf',
  cancelled: 'neutral',
  returned: 'neutral',
};

/** /gifts: what I sent to phone numbers not on Faza, and where each gift is. */
export function GiftsPage() {
  const list = useGifts();
  return (
    <MainLayout
      title="My Gifts"
      description="Food and money you sent to phone numbers not on Faza yet. We hold each gift for 7 days; if nobody claims it, it comes back to you."
    >
      {list.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-12 text-ink-600">
          <Spinner className="size-5" /> Loading your gifts…
        </p>
      ) : list.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">We could not load your gifts.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-lg font-bold text-ink-900">No gifts yet</p>
          <p className="mt-1 text-ink-600">
            In Send Food or Send Money, type a phone number instead of a FAZA number.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.data.map((g) => (
            <li key={g.id}>
              <GiftCard gift={g} />
            </li>
          ))}
        </ul>
      )}
    </MainLayout>
  );
}

function GiftCard({ gift }: { gift: Gift }) {
  const { user } = useSession();
  const cancel = useCancelGift();
  const [asking, setAsking] = useState(false);
  return (
    <Card className="p-5" data-testid="gift-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-ink-600">To {gift.phone}</p>
          <div className="mt-1">
            <GiftLines gift={gift} />
          </div>
        </div>
        <Badge tone={TONES[gift.state]}>{GIFT_MESSAGES.stateLabel[gift.state]}</Badge>
      </div>
      <p className="mt-3 text-sm text-ink-600">
        {gift.state === 'pending'
          ? `Comes back to you on ${formatDate(gift.expires_at)} if nobody claims it.`
          : `Sent ${formatDate(gift.created_at)}${gift.settled_at ? `, ${GIFT_MESSAGES.stateLabel[gift.state].toLowerCase()} ${formatDate(gift.settled_at)}` : ''}.`}
      </p>
      {gift.state === 'pending' && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <ShareGiftLink
            gift={gift}
            sender={user ? publicFirstName(authUserPerson(user)) : 'Someone'}
          />
          {asking ? (
            <Button
              variant="danger"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(gift.id, {
                  onSuccess: () => toastSuccess({ title: GIFT_MESSAGES.cancelDone }),
                  onError: (error) => toastError({ title: error.message }),
                  onSettled: () => setAsking(false),
                })
              }
            >
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel it'}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              Cancel Gift
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
