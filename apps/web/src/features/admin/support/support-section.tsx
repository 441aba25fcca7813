import { useState } from 'react';
import {
  lateLabel,
  replyTargetLabel,
  SUPPORT_MESSAGES,
  SUPPORT_TOPIC_LABELS,
  SUBSCRIPTION_TIER_LABELS,
  type StaffConversation,
} from '@faza/shared';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';
import { FilterChips, SectionEmpty, SectionError, SectionLoading, waitedFor } from '../shared';
import { SupportConversation } from './support-conversation';
import { useAdminSupport, type SupportFilter } from './use-admin-support';

const FILTERS = [
  { value: 'waiting', label: 'Waiting for us' },
  { value: 'replied', label: 'Waiting for customer' },
  { value: 'closed', label: 'Closed' },
] as const satisfies readonly { value: SupportFilter; label: string }[];

/**
 * The support queue: Premium Plus, then Premium, then Basic, longest waiting first, each with its
 * first-reply target and what is overdue in red. A conversation opens beside the queue (below it
 * on a phone).
 */
export function SupportSection({ myId }: { myId: string }) {
  const [status, setStatus] = useState<SupportFilter>('waiting');
  const [mine, setMine] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const queue = useAdminSupport(status, mine);

  if (open)
    return (
      <SupportConversation
        id={open}
        myId={myId}
        staff={queue.data?.staff ?? []}
        onBack={() => setOpen(null)}
      />
    );

  return (
    <section aria-labelledby="support-heading" className="space-y-4">
      <h2 id="support-heading" className="sr-only">
        Support
      </h2>
      <FilterChips label="Conversations" options={FILTERS} value={status} onChange={setStatus} />
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-800">
        <input
          type="checkbox"
          className="size-4 accent-palm-600"
          checked={mine}
          onChange={(e) => setMine(e.target.checked)}
        />
        Only conversations assigned to me
      </label>
      {status === 'waiting' && (
        <p className="text-sm text-ink-600">
          Premium Plus first (reply {replyTargetLabel('premium_plus')}), then Premium (
          {replyTargetLabel('premium')}), then Basic ({replyTargetLabel('basic')}) — longest waiting
          first within each.
        </p>
      )}
      {queue.isPending ? (
        <SectionLoading what="conversations" />
      ) : queue.isError ? (
        <SectionError message={queue.error.message} onRetry={() => void queue.refetch()} />
      ) : queue.data.conversations.length === 0 ? (
        <SectionEmpty>
          {status === 'waiting' ? 'Nobody is waiting for a reply.' : 'No conversations here.'}
        </SectionEmpty>
      ) : (
        <ol className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {queue.data.conversations.map((c, i) => (
            <li key={c.id}>
              <QueueCard
                conversation={c}
                position={status === 'waiting' ? i + 1 : null}
                onOpen={() => setOpen(c.id)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function QueueCard({
  conversation: c,
  position,
  onOpen,
}: {
  conversation: StaffConversation;
  position: number | null;
  onOpen: () => void;
}) {
  const overdue = c.overdue_minutes > 0;
  return (
    <Card
      className={cx('p-4', overdue && 'ring-2 ring-red-300')}
      data-testid="support-card"
      data-overdue={overdue || undefined}
    >
      <button type="button" onClick={onOpen} className="block w-full text-left">
        <div className="flex items-start gap-3">
          {position !== null && (
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-bold text-white">
              {position}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold text-ink-900">{c.customer.name}</p>
            <p className="truncate text-sm text-ink-600">
              {c.kind === 'consultant'
                ? SUPPORT_MESSAGES.consultantTitle
                : SUPPORT_TOPIC_LABELS[c.topic]}
              {c.attachment ? ` · ${c.attachment.label}` : ''}
            </p>
          </div>
          <Badge
            tone={c.customer.tier === 'basic' ? 'neutral' : 'plantain'}
            data-testid="support-tier"
          >
            {SUBSCRIPTION_TIER_LABELS[c.customer.tier]}
          </Badge>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {c.waiting_since ? (
            <span className={cx('font-semibold', overdue ? 'text-red-700' : 'text-ink-700')}>
              {overdue
                ? `Overdue by ${lateLabel(c.overdue_minutes)}`
                : `Waiting ${waitedFor(c.waiting_since).replace(' ago', '')}`}
            </span>
          ) : (
            <span className="text-ink-600">Last message {waitedFor(c.last_message_at)}</span>
          )}
          <span className="text-ink-500">Reply {replyTargetLabel(c.customer.tier)}</span>
          <span className="text-ink-500">
            {c.assignee_name ? `· ${c.assignee_name}` : '· Unassigned'}
          </span>
        </div>
      </button>
    </Card>
  );
}
