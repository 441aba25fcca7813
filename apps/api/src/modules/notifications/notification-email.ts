import { NOTIFICATION_MESSAGES, PATHS } from '@faza/shared';
import type { EmailMessage } from '../../lib/email/mailer';
import { SIGN_OFF } from '../../lib/email/messages';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Paragraphs and '•' lists of a notification body as HTML, everything escaped. */
function bodyHtml(body: string): string {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length)
      out.push(`<ul style="margin:0 0 16px;padding-left:20px">${list.join('')}</ul>`);
    list = [];
  };
  for (const line of body.split('\n')) {
    if (line.startsWith('• ')) {
      list.push(`<li style="margin:4px 0">${escapeHtml(line.slice(2))}</li>`);
      continue;
    }
    flush();
    if (line.trim()) out.push(`<p style="margin:0 0 12px">${escapeHtml(line)}</p>`);
  }
  flush();
  return out.join('\n');
}

/**
 * A notification as an email, plain text and HTML: the notification's own words, a link to the page
 * it is about, and one to the email switches (also as List-Unsubscribe, which mail apps show as a
 * button).
 */
export function notificationEmail(input: {
  to: string;
  name: string;
  title: string;
  body: string;
  deepLink: string;
  origin: string;
}): EmailMessage {
  const open = `${input.origin}${input.deepLink}`;
  const settings = `${input.origin}${PATHS.notificationSettings}`;
  const text = [
    `Hello ${input.name},`,
    '',
    input.body,
    '',
    `${NOTIFICATION_MESSAGES.emailOpen} ${open}`,
    '',
    SIGN_OFF,
    '',
    `${NOTIFICATION_MESSAGES.emailFooter} ${settings}`,
  ].join('\n');
  const [brand, ...tagline] = SIGN_OFF.split('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;background:#fffaf2;font-family:Arial,Helvetica,sans-serif;color:#241a13">
<div style="max-width:520px;margin:0 auto;padding:24px 16px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.title)}</h1>
<p style="margin:0 0 12px">Hello ${escapeHtml(input.name)},</p>
${bodyHtml(input.body)}
<p style="margin:20px 0"><a href="${escapeHtml(open)}" style="display:inline-block;background:#1f7a4d;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:999px;font-weight:bold">${escapeHtml(NOTIFICATION_MESSAGES.emailOpen.replace(/:$/, ''))}</a></p>
<p style="margin:24px 0 4px;color:#5c4a3d">${escapeHtml(brand ?? '')}<br>${escapeHtml(tagline.join(' '))}</p>
<p style="margin:16px 0 0;font-size:12px;color:#5c4a3d">${escapeHtml(NOTIFICATION_MESSAGES.emailFooter)} <a href="${escapeHtml(settings)}" style="color:#1f7a4d">${escapeHtml(settings)}</a></p>
</div></body></html>`;
  return {
    to: input.to,
    subject: input.title,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${settings}>` },
  };
}
