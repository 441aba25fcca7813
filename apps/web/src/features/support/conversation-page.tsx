import { Link, useLocation } from 'wouter';
import { SUPPORT_MESSAGES, SUPPORT_TOPIC_LABELS } from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { PATHS } from '../../lib/route-paths';
import { toastError, toastSuccess } from '../../lib/toasts';
import { AttachmentChip } from './attachment-chip';
import { MessageThread } from './message-thread';
import { ReplyBox } from './reply-box';
import { useCloseConversation } from './use-close-conversation';
import { useConversation } from './use-conversation';
import { useSendMessage } from './use-send-message';

const idOf = (location: string) => location.split('/')[2] ?? null;

/** /help/{id}: one conversation, its messages, a reply box and Close. */
export function ConversationPage() {
  const [location] = useLocation();
  const id = idOf(location);
  const one = useConversation(id);
  const send = useSendMessage();
  const close = useCloseConversation();
  const c = one.data;
  const title = !c
    ? SUPPORT_MESSAGES.title
    : c.kind === 'consultant'
      ? SUPPORT_MESSAGES.consultantTitle
      : SUPPORT_TOPIC_LABELS[c.topic];

  return (
    <MainLayout
      title={title}
      description={
        <Link href={PATHS.help} className="font-semibold text-palm-700 underline">
          ← All conversations
        </Link>
      }
    >
      {one.isPending ? (
        <p role="status" className="flex items-center gap-3 py-12 text-ink-600">
          <Spinner className="size-5" /> Loading…
        </p>
      ) : !c ? (
        <Card className="p-6 text-center" role="alert">
          <p className="font-bold text-ink-900">
            {one.error?.message ?? SUPPORT_MESSAGES.notFound}
          </p>
        </Card>
      ) : (
        <div className="mx-auto max-w-2xl space-y-5">
          <div className="flex flex-wrap items-center gap-2">
            {c.status === 'closed' ? (
              <Badge>Closed</Badge>
            ) : c.waiting_for_us ? (
              <Badge tone="plantain">{SUPPORT_MESSAGES.waitingForUs}</Badge>
            ) : (
              <Badge tone="leaf">Replied</Badge>
            )}
            {c.assignee_name && (
              <span className="text-sm text-ink-600">With {c.assignee_name}</span>
            )}
          </div>
          {c.attachment && <AttachmentChip attachment={c.attachment} />}
          <MessageThread messages={c.messages} mine="customer" />
          {c.status === 'closed' ? (
            <p className="rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-700">
              {SUPPORT_MESSAGES.closed}
            </p>
          ) : (
            <Card className="space-y-3 p-4">
              <ReplyBox
                label={SUPPORT_MESSAGES.replyLabel}
                pending={send.isPending}
                onSend={(body, sent) =>
                  send.mutate(
                    { id: c.id, body },
                    {
                      onSuccess: sent,
                      onError: (err) =>
                        toastError({
                          title: SUPPORT_MESSAGES.sendFailed,
                          description: err.message,
                        }),
                    },
                  )
                }
              />
              <div className="border-t border-cream-200 pt-3">
                <Button
                  variant="ghost"
                  disabled={close.isPending}
                  onClick={() =>
                    close.mutate(c.id, {
                      onSuccess: () => toastSuccess({ title: SUPPORT_MESSAGES.closedToast }),
                      onError: (err) =>
                        toastError({ title: 'Not closed', description: err.message }),
                    })
                  }
                >
                  {SUPPORT_MESSAGES.close}
                </Button>
              </div>
            </Card>
          )}
        </div>
      )}
    </MainLayout>
  );
}
