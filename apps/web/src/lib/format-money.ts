// Whole naira: prices in the shop are whole naira and kobo digits only add noise on small screens.
const nairaFormat = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});

/** Formats an integer kobo amount as naira, e.g. 1600000 → "₦16,000". */
export function formatNairaFromKobo(kobo: number): string {
  return nairaFormat.format(kobo / 100);
}
