import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { whatsAppAppUrl } from '@faza/shared';

// A phone: a touch screen, the installed app, or a phone-sized window.
const PHONE_QUERY = '(pointer: coarse), (display-mode: standalone), (max-width: 639px)';

/**
 * A wa.me link that never leaves the app on a phone (docs/decisions/0058): there a tap hands the
 * message to the WhatsApp app through its own address instead of opening a browser tab; a
 * desktop opens WhatsApp Web in a tab as before. Without script it is a plain link.
 */
export function WhatsAppLink({
  href,
  onClick,
  ...anchor
}: Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & { href: string }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !window.matchMedia(PHONE_QUERY).matches) return;
    event.preventDefault();
    window.location.href = whatsAppAppUrl(href);
  };
  return <a href={href} target="_blank" rel="noopener noreferrer" onClick={open} {...anchor} />;
}
