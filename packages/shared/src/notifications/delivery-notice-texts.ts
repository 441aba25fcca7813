import type { NotificationText } from './messages';

/**
 * The rider-step and closed-slot notices (docs/decisions/0057). Apart from NOTIFICATION_TEXTS,
 * which the web's first load carries: only the API sends these.
 */
export const DELIVERY_NOTICE_TEXTS = {
  onTheWay: {
    title: 'Rider on the way',
    body: 'Your rider is heading to you now. Have your hand-over code ready.',
  } satisfies NotificationText,
  failed: (p: { reason: string }): NotificationText => ({
    title: 'Delivery attempt failed',
    body: `The rider could not deliver (${p.reason}). Your food is safe with us and we will book it again.`,
  }),
  slotMoved: (p: { reason: string; when: string }): NotificationText => ({
    title: 'Delivery slot changed',
    body: `Your delivery slot was closed (${p.reason}). We moved your delivery to ${p.when}.`,
  }),
  slotRefunded: (p: { reason: string; feeText: string | null }): NotificationText => ({
    title: 'Delivery slot closed',
    body: `Your delivery slot was closed (${p.reason}) and no other slot is free.${p.feeText ? ` We refunded the ${p.feeText} fee to your wallet.` : ''} We will schedule the delivery and let you know.`,
  }),
};
