import { formatDateTime, type SupportMessage } from '@faza/shared';
import { cx } from '../../lib/cx';

/**
 * The messages of one conversation, oldest first: the viewer's own on the right. `mine` says
 * which side the viewer writes from (a customer, or staff in the console).
 */
export function MessageThread({
  messages,
  mine,
}: {
  messages: readonly SupportMessage[];
  mine: SupportMessage['from'];
}) {
  return (
    <ol className="space-y-3" aria-label="Messages">
      {messages.map((m) => {
        const own = m.from === mine;
        return (
          <li
            key={m.id}
            data-testid="support-message"
            data-from={m.from}
            className={cx('flex', own ? 'justify-end' : 'justify-start')}
          >
            <div
              className={cx(
                'max-w-[85%] rounded-2xl px-4 py-3 shadow-sm sm:max-w-[75%]',
                own
                  ? 'rounded-br-md bg-palm-700 text-white'
                  : 'rounded-bl-md bg-white text-ink-900 ring-1 ring-cream-200',
              )}
            >
              <p className={cx('text-xs font-semibold', own ? 'text-palm-100' : 'text-palm-700')}>
                {own ? 'You' : m.author_name}
              </p>
              <p className="mt-1 text-[15px] leading-snug break-words whitespace-pre-wrap">
                {m.body}
              </p>
              <p className={cx('mt-1.5 text-xs', own ? 'text-palm-100' : 'text-ink-500')}>
                <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
