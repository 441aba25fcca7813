import { ATTACHMENT_TYPE_LABELS, formatNaira, type SupportAttachment } from '@faza/shared';

/** What a conversation is about: 'Order · Invoice INV-… · ₦35,200 · awaiting payment'. */
export function AttachmentChip({ attachment }: { attachment: SupportAttachment }) {
  return (
    <p
      className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-0.5 rounded-xl bg-cream-100 px-3 py-2 text-sm text-ink-800 ring-1 ring-cream-200 ring-inset"
      data-testid="support-attachment"
    >
      <span className="font-semibold">{ATTACHMENT_TYPE_LABELS[attachment.type]}</span>
      <span className="min-w-0 truncate">{attachment.label}</span>
      {attachment.amount_kobo !== null && (
        <span className="tabular-nums">{formatNaira(attachment.amount_kobo)}</span>
      )}
      <span className="text-ink-600">{attachment.status.replace(/_/g, ' ')}</span>
    </p>
  );
}
