import { useState } from 'react';
import {
  CANNED_REPLIES,
  formatFaza,
  lateLabel,
  replyTargetLabel,
  SUBSCRIPTION_TIER_LABELS,
  SUPPORT_MESSAGES,
  SUPPORT_TOPIC_LABELS,
  type StaffConversationDetail,
  type SupportStaffMember,
} from '@faza/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-fields';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { AttachmentChip, MessageThread } from '../../support';
import { SectionError, SectionLoading } from '../shared';
import { ConsultantPanel } from '../consultants';
import { ReplyForm } from './reply-form';
import { useAdminConversation } from './use-admin-conversation';
import { useSupportAction } from './use-support-action';

/** Where the attached record lives: the invoice for an order, the console's lists otherwise. */
const attachmentLink = (c: StaffConversationDetail) => {
  const a = c.attachment;
  if (!a) return null;
  if (a.type === 'order') return { href: `/orders/${a.id}/invoice`, label: 'Open invoice' };
  if (a.type === 'top_up') return { href: '#payments', label: 'Open Payments' };
  return { href: '#deliveries', label: 'Open Deliveries' };
};

/** One conversation in the console: the thread, what it is about, assignment, canned replies. */
export function SupportConversation({
  id,
  myId,
  staff,
  onBack,
}: {
  id: string;
  myId: string;
  staff: readonly SupportStaffMember[];
  onBack: () => void;
}) {
  const one = useAdminConversation(id);
  const action = useSupportAction();
  const [draft, setDraft] = useState('');
  const back = (
    <Button variant="ghost" onClick={onBack}>
      ← Back to the queue
    </Button>
  );
  if (one.isPending) return <SectionLoading what="the conversation" />;
  if (one.isError)
    return (
      <div className="space-y-3">
        {back}
        <SectionError message={one.error.message} onRetry={() => void one.refetch()} />
      </div>
    );
  const c = one.data;
  const link = attachmentLink(c);
  const overdue = c.overdue_minutes > 0;
  const failed = (title: string) => (err: Error) => toastError({ title, description: err.message });

  return (
    <section aria-labelledby="conversation-heading" className="space-y-4">
      {back}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="space-y-4">
          <Card className="p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 id="conversation-heading" className="truncate text-lg font-bold text-ink-900">
                  {c.customer.name}
                </h2>
                <p className="text-sm text-ink-600">
                  {formatFaza(c.customer.faza)} ·{' '}
                  {c.kind === 'consultant'
                    ? SUPPORT_MESSAGES.consultantTitle
                    : SUPPORT_TOPIC_LABELS[c.topic]}
                </p>
              </div>
              <Badge tone={c.customer.tier === 'basic' ? 'neutral' : 'plantain'}>
                {SUBSCRIPTION_TIER_LABELS[c.customer.tier]}
              </Badge>
            </div>
            <p
              className={
                overdue ? 'mt-2 text-sm font-semibold text-red-700' : 'mt-2 text-sm text-ink-600'
              }
            >
              {c.status === 'closed'
                ? 'Closed'
                : c.waiting_since
                  ? overdue
                    ? `Overdue by ${lateLabel(c.overdue_minutes)} (reply ${replyTargetLabel(c.customer.tier)})`
                    : `Waiting for a reply (target: ${replyTargetLabel(c.customer.tier)})`
                  : 'Answered; waiting for the customer'}
            </p>
            {c.attachment && (
              <div className="mt-3 space-y-2">
                <AttachmentChip attachment={c.attachment} />
                {link && (
                  <a
                    href={link.href}
                    {...(link.href.startsWith('/') ? { target: '_blank', rel: 'noopener' } : {})}
                    className="block text-sm font-semibold text-palm-700 underline"
                  >
                    {link.label}
                  </a>
                )}
              </div>
            )}
          </Card>
          <MessageThread messages={c.messages} mine="staff" />
          {c.status === 'open' && (
            <Card className="space-y-3 p-4">
              <SelectField
                label="Canned reply"
                value=""
                onChange={(e) => {
                  const canned = CANNED_REPLIES[Number(e.target.value)];
                  if (canned) setDraft(canned.body);
                }}
              >
                <option value="">Choose one to edit…</option>
                {CANNED_REPLIES.map((r, i) => (
                  <option key={r.label} value={i}>
                    {r.label}
                  </option>
                ))}
              </SelectField>
              <ReplyForm
                value={draft}
                onChange={setDraft}
                pending={action.isPending}
                onSend={(body) =>
                  action.mutate(
                    { id: c.id, action: 'reply', body },
                    {
                      onSuccess: () => {
                        setDraft('');
                        toastSuccess({ title: 'Reply sent', description: c.customer.name });
                        void one.refetch();
                      },
                      onError: failed('Reply not sent'),
                    },
                  )
                }
              />
            </Card>
          )}
        </div>
        <div className="space-y-4">
          <Card className="space-y-3 p-4">
            <SelectField
              label="Assigned to"
              value={c.assignee_id ?? ''}
              disabled={action.isPending}
              onChange={(e) =>
                action.mutate(
                  { id: c.id, action: 'assign', staffId: e.target.value || null },
                  { onSuccess: () => void one.refetch(), onError: failed('Not assigned') },
                )
              }
            >
              <option value="">Nobody yet</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                  {s.id === myId ? ' (me)' : ''}
                  {s.is_consultant ? ' · consultant' : ''}
                </option>
              ))}
            </SelectField>
            {c.status === 'open' && (
              <Button
                variant="secondary"
                className="w-full"
                disabled={action.isPending}
                onClick={() =>
                  action.mutate(
                    { id: c.id, action: 'close' },
                    {
                      onSuccess: () => toastSuccess({ title: 'Conversation closed' }),
                      onError: failed('Not closed'),
                    },
                  )
                }
              >
                Close conversation
              </Button>
            )}
          </Card>
          {c.kind === 'consultant' && c.assignee_id === myId && (
            <ConsultantPanel memberId={c.customer.id} />
          )}
        </div>
      </div>
    </section>
  );
}
