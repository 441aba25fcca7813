import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  ATTACHMENT_TYPE_LABELS,
  MAX_SUPPORT_MESSAGE,
  SUPPORT_MESSAGES,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  type CreateConversationRequest,
  type SupportTopic,
} from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/form-fields';
import { PATHS } from '../../lib/route-paths';
import { toastError, toastSuccess } from '../../lib/toasts';
import { textareaClass } from './reply-box';
import { useAttachable } from './use-attachable';
import { useStartConversation } from './use-start-conversation';

const KEYS = { order: 'order-id', top_up: 'top-up-id', delivery: 'delivery-id' } as const;

/** Start a conversation: a topic, optionally one of the customer's orders, top-ups or deliveries. */
export function NewConversationForm() {
  const [, navigate] = useLocation();
  const attachable = useAttachable();
  const start = useStartConversation();
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [attach, setAttach] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ topic?: string; message?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(topic ? {} : { topic: SUPPORT_MESSAGES.topicRequired }),
      ...(message.trim() ? {} : { message: SUPPORT_MESSAGES.messageRequired }),
    };
    setErrors(problems);
    if (!topic || Object.keys(problems).length > 0 || start.isPending) return;
    const chosen = attachable.data?.find((a) => `${a.type}:${a.id}` === attach);
    const body: CreateConversationRequest = {
      topic,
      message: message.trim(),
      ...(chosen ? { [KEYS[chosen.type]]: chosen.id } : {}),
    };
    start.mutate(body, {
      onSuccess: (detail) => {
        toastSuccess({
          title: SUPPORT_MESSAGES.started,
          description: SUPPORT_MESSAGES.startedHelp,
        });
        navigate(PATHS.helpConversation.replace(':id', detail.id));
      },
      onError: (err) =>
        toastError({ title: SUPPORT_MESSAGES.sendFailed, description: err.message }),
    });
  };

  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-ink-900">{SUPPORT_MESSAGES.newConversation}</h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <SelectField
          label={SUPPORT_MESSAGES.topicLabel}
          value={topic}
          error={errors.topic}
          onChange={(e) => setTopic(e.target.value as SupportTopic)}
        >
          <option value="" disabled>
            Choose one
          </option>
          {SUPPORT_TOPICS.map((t) => (
            <option key={t} value={t}>
              {SUPPORT_TOPIC_LABELS[t]}
            </option>
          ))}
        </SelectField>
        {attachable.data && attachable.data.length > 0 && (
          <SelectField
            label={SUPPORT_MESSAGES.attachLabel}
            value={attach}
            onChange={(e) => setAttach(e.target.value)}
          >
            <option value="">{SUPPORT_MESSAGES.attachNone}</option>
            {attachable.data.map((a) => (
              <option key={`${a.type}:${a.id}`} value={`${a.type}:${a.id}`}>
                {ATTACHMENT_TYPE_LABELS[a.type]}: {a.label} ({a.status.replace(/_/g, ' ')})
              </option>
            ))}
          </SelectField>
        )}
        <div>
          <label htmlFor="support-message" className="block text-sm font-semibold text-ink-900">
            {SUPPORT_MESSAGES.messageLabel}
          </label>
          <textarea
            id="support-message"
            rows={4}
            maxLength={MAX_SUPPORT_MESSAGE}
            value={message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'support-message-error' : undefined}
            onChange={(e) => setMessage(e.target.value)}
            className={textareaClass}
          />
          {errors.message && (
            <p id="support-message-error" className="mt-1 text-sm text-red-700">
              {errors.message}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full sm:w-auto" disabled={start.isPending}>
          {start.isPending ? SUPPORT_MESSAGES.sending : SUPPORT_MESSAGES.send}
        </Button>
      </form>
    </Card>
  );
}
