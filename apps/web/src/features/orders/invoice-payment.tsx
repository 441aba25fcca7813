import { useState } from 'react';
import {
  formatLocalPhone,
  formatNaira,
  ORDER_MESSAGES,
  whatsappProofLink,
  type OrderDetail,
} from '@faza/shared';
import { ChatIcon } from './order-icons';
import { WhatsAppLink } from '../../components/ui/whatsapp-link';

/** Bank transfer details and the WhatsApp proof request (docs/product-spec.md §2 Invoice window). */
export function InvoicePayment({ order }: { order: OrderDetail }) {
  const { bankDetails } = order;
  // The invoice number must not break across lines: the customer copies it into WhatsApp.
  const [before, after] = ORDER_MESSAGES.sendProof('\u0000').split('\u0000');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(bankDetails.accountNumber);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (insecure origin or refused): the number is on screen to type.
    }
  };

  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2 print:mt-4 print:grid-cols-2">
      <section
        aria-labelledby="bank-details"
        className="rounded-2xl bg-cream-100 p-4 print:rounded-none print:border print:border-ink-500 print:bg-white"
      >
        <h2 id="bank-details" className="text-sm font-bold tracking-wide text-ink-600 uppercase">
          Bank transfer details
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-600">Account number</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span
              className="font-mono text-base font-bold tracking-wider"
              data-testid="account-number"
            >
              {bankDetails.accountNumber}
            </span>
            <button
              type="button"
              onClick={() => void copy()}
              className="rounded-full px-2 py-0.5 text-xs font-semibold text-palm-700 ring-1 ring-palm-200 hover:bg-palm-50 print:hidden"
            >
              {copied ? 'Copied!' : 'Copy'}
            </button>
          </dd>
          <dt className="text-ink-600">Account name</dt>
          <dd className="font-semibold">{bankDetails.accountName}</dd>
          <dt className="text-ink-600">Bank</dt>
          <dd className="font-semibold">{bankDetails.bank}</dd>
          <dt className="text-ink-600">Amount</dt>
          <dd className="font-bold">{formatNaira(order.totalKobo)}</dd>
        </dl>
      </section>

      <section
        aria-labelledby="send-proof"
        className="rounded-2xl bg-leaf-50 p-4 ring-1 ring-leaf-100 ring-inset print:rounded-none print:border print:border-ink-500 print:bg-white print:ring-0"
      >
        <h2 id="send-proof" className="text-sm font-bold tracking-wide text-leaf-800 uppercase">
          Send proof on WhatsApp
        </h2>
        <p className="mt-2 text-sm text-ink-800">
          {before}
          <span className="font-semibold whitespace-nowrap">{order.invoiceId}</span>
          {after}
        </p>
        <ul className="mt-3 flex flex-col gap-2">
          {order.whatsappNumbers.map((phone) => (
            <li key={phone}>
              <WhatsAppLink
                href={whatsappProofLink(phone, order.invoiceId, order.totalKobo)}
                className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-leaf-700 px-4 text-sm font-semibold text-white hover:bg-leaf-800 print:min-h-0 print:justify-start print:bg-white print:p-0 print:text-ink-900"
              >
                <ChatIcon className="print:hidden" />
                <span>WhatsApp {formatLocalPhone(phone)}</span>
              </WhatsAppLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
