import {
  formatDateTime,
  bundleItemLabel,
  formatLocalPhone,
  formatNaira,
  ORDER_STATUS_LABELS,
  SCREEN_TEXTS,
  DISCOUNT_TEXTS,
  type OrderDetail,
} from '@faza/shared';

// The invoice drawn as a PNG for sharing (WhatsApp shows images inline, and a photo of the invoice
// is what people forward). Plain canvas text: no HTML-to-image library to download.

const WIDTH = 1080;
const PAD = 64;
const INK = '#241a13';
const MUTED = '#5e4d41';
const PALM = '#c2410c';

type Row = {
  text: string;
  size: number;
  weight?: number;
  color?: string;
  right?: string;
  gap?: number;
};

function rows(order: OrderDetail): Row[] {
  const na = SCREEN_TEXTS.invoice.missing;
  const { customerInfo: c, bankDetails: b } = order;
  const out: Row[] = [
    { text: 'Faza', size: 56, weight: 800, color: PALM },
    { text: `Invoice ${order.invoiceId}`, size: 40, weight: 800, gap: 24 },
    {
      text: `${formatDateTime(order.createdAt)} · ${ORDER_STATUS_LABELS[order.status]}`,
      size: 28,
      color: MUTED,
    },
    { text: `Billed to: ${c.name}`, size: 28, gap: 24 },
    { text: `Phone: ${c.phone ? formatLocalPhone(c.phone) : na}`, size: 28, color: MUTED },
    { text: `Email: ${c.email ?? na}`, size: 28, color: MUTED },
  ];
  order.lines.forEach((line, i) => {
    const type = line.kind === 'bundle' ? 'Bundle' : line.quantityType;
    out.push({
      text: `${line.name} (${type})`,
      size: 30,
      weight: 600,
      right: formatNaira(line.paidKobo),
      gap: i === 0 ? 32 : 14,
    });
    out.push({
      text: `${line.quantity} × ${formatNaira(line.unitPriceKobo)}${
        line.discountKobo > 0
          ? ` = ${formatNaira(line.lineTotalKobo)}, −${formatNaira(line.discountKobo)} ${DISCOUNT_TEXTS.invoiceDiscount}`
          : ''
      }`,
      size: 26,
      color: MUTED,
    });
    for (const item of line.contents)
      out.push({
        text: `   • ${bundleItemLabel(item.name, item.quantity * line.quantity, item.quantityType)}`,
        size: 24,
        color: MUTED,
      });
  });
  if (order.discountKobo > 0) {
    out.push({
      text: 'List price',
      size: 28,
      color: MUTED,
      right: formatNaira(order.listTotalKobo),
      gap: 32,
    });
    out.push({
      text: DISCOUNT_TEXTS.invoiceDiscount,
      size: 28,
      weight: 700,
      color: PALM,
      right: `−${formatNaira(order.discountKobo)}`,
    });
  }
  out.push({
    text: 'Total amount',
    size: 36,
    weight: 800,
    right: formatNaira(order.totalKobo),
    gap: 32,
  });
  if (order.status === 'awaiting_payment' || order.status === 'payment_submitted') {
    out.push({ text: 'Pay by bank transfer', size: 30, weight: 700, gap: 32 });
    out.push({ text: `${b.bank} · ${b.accountNumber}`, size: 30 });
    out.push({ text: b.accountName, size: 28, color: MUTED });
    out.push({
      text: `Proof on WhatsApp: ${order.whatsappNumbers.map(formatLocalPhone).join(' or ')}`,
      size: 26,
      color: MUTED,
      gap: 16,
    });
  }
  return out;
}

const font = (row: Row) =>
  `${row.weight ?? 400} ${row.size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

/** The invoice as a PNG file named after its number. */
export async function renderInvoiceImage(order: OrderDetail): Promise<File> {
  const list = rows(order);
  const height = list.reduce((h, r) => h + (r.gap ?? 8) + r.size * 1.25, PAD * 2);
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = Math.ceil(height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.textBaseline = 'top';
  let y = PAD;
  for (const row of list) {
    y += row.gap ?? 8;
    ctx.font = font(row);
    ctx.fillStyle = row.color ?? INK;
    ctx.textAlign = 'left';
    ctx.fillText(row.text, PAD, y, WIDTH - PAD * 2 - (row.right ? 260 : 0));
    if (row.right) {
      ctx.textAlign = 'right';
      ctx.fillText(row.right, WIDTH - PAD, y);
    }
    y += row.size * 1.25;
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('could not draw the invoice');
  return new File([blob], `${order.invoiceId}.png`, { type: 'image/png' });
}

/** Whether this browser can share files (Android Chrome, iOS Safari); desktop often cannot. */
export function canShareFiles(): boolean {
  try {
    const probe = new File([new Uint8Array(1)], 'invoice.png', { type: 'image/png' });
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}
