/**
 * The WhatsApp app's own address for a `https://wa.me/<number>?text=…` link: on a phone it hands
 * the message straight to the app, where the web address would first open a browser tab (or,
 * from the installed app, the browser itself) (docs/decisions/0058). Anything that is not a wa.me
 * link is returned unchanged.
 */
export function whatsAppAppUrl(webUrl: string): string {
  let url: URL;
  try {
    url = new URL(webUrl);
  } catch {
    return webUrl;
  }
  if (url.protocol !== 'https:' || url.host !== 'wa.me') return webUrl;
  const app = new URLSearchParams();
  const phone = url.pathname.replace(/^\//, '');
  if (/^\d+$/.test(phone)) app.set('phone', phone);
  const text = url.searchParams.get('text');
  if (text !== null) app.set('text', text);
  const query = app.toString().replace(/\+/g, '%20');
  return `whatsapp://send${query ? `?${query}` : ''}`;
}
