import {
  TOP_UP_CANCELLED_PARAM as CANCELLED_PARAM,
  CARD_CVV_LENGTH,
  CARD_EXPIRY_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  formatNaira,
  PAYMENT_WINDOW_MESSAGE_TYPE,
  PATHS,
  type PaymentWindowMessage,
  WALLET_MESSAGES,
} from '@faza/shared';

// The sandbox provider's hosted payment page: plain server-rendered HTML, styles
// inline (our CSP allows inline styles), and one small script allowed by a per-response nonce.

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The page's own CSP: nothing but our form post and the nonce'd script. */
export const sandboxCsp = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#f3f6f4;color:#14261c;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:16px}
.card{width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(20,38,28,.12);overflow:hidden}
.head{background:#166534;color:#fff;padding:18px 20px}
.brand{display:flex;align-items:center;justify-content:space-between;font-weight:700;letter-spacing:.2px}
.tag{font-size:11px;font-weight:600;background:#fde68a;color:#713f12;padding:3px 8px;border-radius:999px;text-transform:uppercase}
.amount{font-size:30px;font-weight:800;margin-top:10px}.sub{opacity:.9;font-size:14px;margin-top:2px}
.test{margin:0;background:#fde68a;color:#713f12;font-size:14px;font-weight:700;padding:8px 20px;text-align:center}
.ref{opacity:.75;font-size:12px;margin-top:2px;font-family:ui-monospace,Menlo,Consolas,monospace;word-break:break-all}
form,.body{padding:20px}label{display:block;font-size:14px;font-weight:600;margin:0 0 6px}
input{width:100%;font-size:17px;padding:12px 14px;border:1.5px solid #cbd5d0;border-radius:10px;outline:none;background:#fff;color:inherit}
input:focus{border-color:#16a34a;box-shadow:0 0 0 3px rgba(22,163,74,.18)}
.field{margin-bottom:14px}.row{display:flex;gap:12px}.row .field{flex:1}
button{width:100%;font-size:17px;font-weight:700;padding:14px;border:0;border-radius:10px;background:#16a34a;color:#fff;cursor:pointer}
button:hover{background:#15803d}.secondary{background:#e5ebe7;color:#14261c;margin-top:10px}.secondary:hover{background:#d5ddd8}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:10px;padding:10px 12px;font-size:14px;margin-bottom:14px}
.hint{font-size:12px;color:#52665a;margin-top:14px;line-height:1.5}.hint code{background:#eef2ef;padding:1px 5px;border-radius:4px}
.result{text-align:center;padding:28px 20px}.icon{width:56px;height:56px;border-radius:50%;margin:0 auto 12px;display:flex;align-items:center;justify-content:center;font-size:28px;font-weight:800}
.ok{background:#dcfce7;color:#166534}.bad{background:#fee2e2;color:#991b1b}.result h1{font-size:20px;margin:0 0 6px}.result p{margin:0;color:#52665a}
a{color:#166534}`;

// The icon link: without one the browser asks for /favicon.ico, which 404s into the console.
const layout = (title: string, body: string, nonce: string, script = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>
<body>${body}${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;

// Said on every page of the sandbox: nobody may take its money for real naira.
const TEST_MONEY = `<p class="test" role="note" data-testid="test-money">${esc(WALLET_MESSAGES.testMoney)}</p>`;

const header = (amountKobo: number, reference: string) => `${TEST_MONEY}<div class="head">
<div class="brand"><span>Faza Pay</span><span class="tag">Sandbox</span></div>
<div class="amount">${esc(formatNaira(amountKobo))}</div>
<div class="sub">Faza wallet top-up</div><div class="ref">Ref ${esc(reference)}</div></div>`;

// Groups the card number in fours and puts the slash in the expiry as the customer types.
const FORM_SCRIPT = `
var n=document.getElementById('card');n&&n.addEventListener('input',function(){var d=n.value.replace(/\\D/g,'').slice(0,16);n.value=d.replace(/(\\d{4})(?=\\d)/g,'$1 ');});
var e=document.getElementById('expiry');e&&e.addEventListener('input',function(){var d=e.value.replace(/\\D/g,'').slice(0,4);e.value=d.length>2?d.slice(0,2)+'/'+d.slice(2):d;});
var c=document.getElementById('cancel');c&&c.addEventListener('click',function(){if(window.opener){window.close();}location.replace(c.getAttribute('data-back'));});`;

export type FormValues = { cardNumber: string; expiry: string };

/** Back to the wallet in the tab that started the top-up, which verifies (docs/decisions/0058). */
const backTo = (reference: string) => `${PATHS.wallet}?reference=${encodeURIComponent(reference)}`;

export function renderPaymentForm(input: {
  reference: string;
  amountKobo: number;
  nonce: string;
  action: string;
  error?: string;
  values?: FormValues;
}): string {
  const v = input.values ?? { cardNumber: '', expiry: '' };
  const pay = `Pay ${formatNaira(input.amountKobo)}`;
  const body = `<main class="card">${header(input.amountKobo, input.reference)}
<form method="post" action="${esc(input.action)}" autocomplete="on" novalidate>
${input.error ? `<div class="error" role="alert">${esc(input.error)}</div>` : ''}
<div class="field"><label for="card">Card number</label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="${CARD_NUMBER_MAX_LENGTH}" placeholder="0000 0000 0000 0000" value="${esc(v.cardNumber)}" required autofocus></div>
<div class="row"><div class="field"><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="${CARD_EXPIRY_LENGTH}" placeholder="MM/YY" value="${esc(v.expiry)}" required></div>
<div class="field"><label for="cvv">CVV</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="${CARD_CVV_LENGTH}" placeholder="123" required></div></div>
<button type="submit">${esc(pay)}</button>
<button type="button" class="secondary" id="cancel" data-back="${esc(`${backTo(input.reference)}&${CANCELLED_PARAM}=1`)}">Cancel</button>
<p class="hint">Sandbox: no real money moves. Any valid card number works, e.g. <code>4084 0840 8408 4081</code>; numbers ending in <code>0002</code> are declined.</p>
</form></main>`;
  return layout(pay, body, input.nonce, FORM_SCRIPT);
}

/**
 * After paying: tells the window that opened it (same origin only), then goes to
 * /wallet?reference=… — closing itself when it was opened as a popup.
 */
export function renderPaymentResult(input: {
  reference: string;
  amountKobo: number;
  nonce: string;
  status: 'success' | 'failed';
  message: string;
}): string {
  const back = backTo(input.reference);
  const message: PaymentWindowMessage = {
    type: PAYMENT_WINDOW_MESSAGE_TYPE,
    reference: input.reference,
    status: input.status,
    message: input.message,
  };
  const ok = input.status === 'success';
  const body = `<main class="card">${header(input.amountKobo, input.reference)}
<div class="result" role="status"><div class="icon ${ok ? 'ok' : 'bad'}">${ok ? '✓' : '✕'}</div>
<h1>${ok ? 'Payment successful' : esc(input.message)}</h1>
<p>${ok ? esc(input.message) : 'Nothing was added to your wallet.'}</p>
<p style="margin-top:14px"><a href="${esc(back)}">Back to your wallet</a></p></div></main>`;
  const script = `
var m=${JSON.stringify(message).replace(/</g, '\\u003c')};
try{if(window.opener&&!window.opener.closed){window.opener.postMessage(m,location.origin);}}catch(e){}
setTimeout(function(){if(window.opener){window.close();}location.replace(${JSON.stringify(back)});},1200);`;
  return layout(ok ? 'Payment successful' : input.message, body, input.nonce, script);
}

export function renderPaymentProblem(title: string, text: string, nonce: string): string {
  return layout(
    title,
    `<main class="card">${TEST_MONEY}<div class="head"><div class="brand"><span>Faza Pay</span><span class="tag">Sandbox</span></div></div>
<div class="result"><div class="icon bad">!</div><h1>${esc(title)}</h1><p>${esc(text)}</p>
<p style="margin-top:14px"><a href="${PATHS.wallet}">Back to your wallet</a></p></div></main>`,
    nonce,
  );
}
