import { useState, type FormEvent } from 'react';
import {
  CIRCLE_SCREEN_TEXTS as T,
  GIFT_MESSAGES,
  PATHS,
  whatsAppShareUrl,
  type Circle,
} from '@faza/shared';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { copyText } from '../../lib/copy-text';
import { toastError, toastSuccess } from '../../lib/toasts';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { FazaEntryField, useFazaEntry } from './faza-entry-field';
import { useInviteMember } from './use-invite-member';
import { WhatsAppLink } from '../../components/ui/whatsapp-link';

const inviteUrl = (code: string): string =>
  `${window.location.origin}${PATHS.joinCircle.replace(':code', code)}`;

/** Members invite by FAZA number (name enquiry first) or share the link on WhatsApp. */
export function CircleInvitePanel({ circle, inviter }: { circle: Circle; inviter: string }) {
  const online = useOnline();
  const entry = useFazaEntry();
  const invite = useInviteMember(circle.id);
  const [refusal, setRefusal] = useState<string>();
  const code = circle['invite-code'];
  const url = code ? inviteUrl(code) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    entry.touch();
    if (!entry.found || invite.isPending) return;
    setRefusal(undefined);
    invite.mutate(entry.digits, {
      onSuccess: (answer) => {
        toastSuccess({ title: answer.message });
        entry.reset();
      },
      onError: (error) => setRefusal(error.message),
    });
  }

  return (
    <Card className="p-5" data-testid="circle-invite">
      <h2 className="text-lg font-bold text-ink-900">Invite members</h2>
      <form noValidate onSubmit={submit} className="mt-3 space-y-3">
        <FazaEntryField
          entry={entry}
          label="FAZA number"
          serverError={refusal}
          disabled={invite.isPending}
        />
        <Button
          type="submit"
          className="w-full sm:w-auto"
          disabled={!entry.found || invite.isPending || !online}
          title={online ? undefined : OFFLINE_ACTION_REASON}
        >
          {invite.isPending ? 'Inviting…' : 'Invite'}
        </Button>
      </form>
      {url && (
        <div className="mt-5 space-y-3 border-t border-cream-200 pt-4">
          <p className="text-sm font-semibold text-ink-900">Or share the invitation link</p>
          <p
            data-testid="circle-invite-url"
            className="rounded-xl bg-cream-50 px-3 py-2 font-mono text-xs break-all text-ink-800 ring-1 ring-cream-200 ring-inset"
          >
            {url}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <WhatsAppLink
              href={whatsAppShareUrl(
                T.shareText({
                  inviter,
                  circle: circle.name,
                  priceKobo: circle['price-kobo'],
                  url,
                }),
              )}
              className={buttonClasses({ variant: 'confirm', className: 'w-full sm:w-auto' })}
            >
              {GIFT_MESSAGES.shareOnWhatsApp}
            </WhatsAppLink>
            <Button
              variant="secondary"
              className="w-full sm:w-auto"
              onClick={() =>
                void copyText(url).then((ok) =>
                  ok
                    ? toastSuccess({ title: T.linkCopied })
                    : toastError({ title: T.linkNotCopied }),
                )
              }
            >
              Copy link
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
