import { formatDate, GIFT_MESSAGES, giftWhat, whatsAppShareUrl, type Gift } from '@faza/shared';
import { buttonClasses } from '../../components/ui/button';
import { WhatsAppLink } from '../../components/ui/whatsapp-link';

/** The wa.me link with the claim message written, for the sender to pick the chat. */
export function ShareGiftLink({ gift, sender }: { gift: Gift; sender: string }) {
  const text = GIFT_MESSAGES.shareText({
    sender,
    what: giftWhat(gift),
    url: gift['claim-url'],
    until: gift.expires_at,
  });
  return (
    <WhatsAppLink
      href={whatsAppShareUrl(text)}
      className={buttonClasses({ variant: 'confirm', className: 'w-full sm:w-auto' })}
    >
      {GIFT_MESSAGES.shareOnWhatsApp}
    </WhatsAppLink>
  );
}

/** Shown in a send dialog once its gift is held: what happens next, the link, and Share. */
export function GiftHeld({ gift, sender }: { gift: Gift; sender: string }) {
  return (
    <div role="status" data-testid="gift-held" className="mt-4 space-y-3">
      <p className="rounded-xl bg-leaf-50 px-3 py-2.5 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-100 ring-inset">
        {GIFT_MESSAGES.created}
      </p>
      <p className="text-sm text-ink-600">
        For {gift.phone}, until {formatDate(gift.expires_at)}.
      </p>
      <p className="rounded-xl bg-cream-50 px-3 py-2 font-mono text-xs break-all text-ink-800 ring-1 ring-cream-200 ring-inset">
        {gift['claim-url']}
      </p>
      <ShareGiftLink gift={gift} sender={sender} />
    </div>
  );
}
