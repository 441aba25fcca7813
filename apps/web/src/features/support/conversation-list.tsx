import { Link } from 'wouter';
import {
  formatDateTime,
  SUPPORT_MESSAGES,
  SUPPORT_TOPIC_LABELS,
  type Conversation,
} from '@faza/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { PATHS } from '../../lib/route-paths';
import { useConversations } from './use-conversations';

/** The customer's conversations: open first, each saying whether a reply came and when. */
export function ConversationList() {
  const list = useConversations();
  return (
    <section aria-labelledby="conversations-heading">
      <h2 id="conversations-heading" className="mb-3 text-lg font-bold text-ink-900">
        {SUPPORT_MESSAGES.conversations}
      </h2>
      {list.isPending ? (
        <p role="status" className="flex items-center gap-3 py-8 text-ink-600">
          <Spinner className="size-5" /> Loading…
        </p>
      ) : list.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{SUPPORT_MESSAGES.loadError}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <Card className="p-6 text-center">
          <p className="font-bold text-ink-900">{SUPPORT_MESSAGES.empty}</p>
          <p className="mt-1 text-sm text-ink-600">{SUPPORT_MESSAGES.emptyHelp}</p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {list.data.map((c) => (
            <li key={c.id}>
              <ConversationRow conversation={c} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ConversationRow({ conversation: c }: { conversation: Conversation }) {
  const title =
    c.kind === 'consultant' ? SUPPORT_MESSAGES.consultantTitle : SUPPORT_TOPIC_LABELS[c.topic];
  return (
    <Link
      href={PATHS.helpConversation.replace(':id', c.id)}
      className="block rounded-2xl border border-cream-200 bg-white p-4 shadow-card hover:border-palm-300"
      data-testid="conversation-row"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-bold text-ink-900">{title}</p>
          {c.attachment && <p className="truncate text-sm text-ink-600">{c.attachment.label}</p>}
        </div>
        {c.status === 'closed' ? (
          <Badge>Closed</Badge>
        ) : c.waiting_for_us ? (
          <Badge tone="plantain">{SUPPORT_MESSAGES.waitingForUs}</Badge>
        ) : (
          <Badge tone="leaf">Replied</Badge>
        )}
      </div>
      <p className="mt-2 text-sm text-ink-600">
        {c.last_reply_at
          ? SUPPORT_MESSAGES.replied(formatDateTime(c.last_reply_at))
          : `Started ${formatDateTime(c.created_at)}`}
      </p>
    </Link>
  );
}
