import { useState } from 'react';
import { zoneForAddress, type ConsumeRequest } from '@faza/shared';
import { useDeliveryQuote, useDeliverySlots, useDeliveryZones } from './use-delivery-plan';

/**
 * The zone, slot and quoted fee a request is sent with (docs/decisions/0057). The zone starts as
 * the address's when one matches; a slot counts only while it still has a place; the request is
 * ready once the server has quoted the fee for exactly this zone and food.
 */
export function useDeliveryChoice(
  items: ConsumeRequest['items'],
  address: { state: string; area: string },
) {
  const zones = useDeliveryZones();
  const [pickedZone, setPickedZone] = useState<string | null>(null);
  const [pickedSlot, setPickedSlot] = useState('');
  const [slotFilled, setSlotFilled] = useState(false);
  const zoneId = pickedZone ?? zoneForAddress(zones.data ?? [], address)?.id ?? '';
  const slots = useDeliverySlots(zoneId);
  const slotId = slots.data?.some((s) => s.id === pickedSlot && s.places_left > 0)
    ? pickedSlot
    : '';
  const quote = useDeliveryQuote({ zoneId, items });
  const quoted = quote.data && !quote.isPlaceholderData && quote.data.zone_id === zoneId;
  const needsSlot = (slots.data?.length ?? 0) > 0;
  const ready = zoneId !== '' && !!quoted && slots.isSuccess && (!needsSlot || slotId !== '');
  return {
    zones,
    zoneId,
    onZone: (id: string) => {
      setPickedZone(id);
      setPickedSlot('');
    },
    slots,
    slotId,
    onSlot: (id: string) => {
      setPickedSlot(id);
      setSlotFilled(false);
    },
    quote,
    slotFilled,
    /** After a 409 SLOT_FULL: the pick is gone and the refetched list shows what is left. */
    markSlotFilled: () => {
      setPickedSlot('');
      setSlotFilled(true);
    },
    ready,
    /** What the request adds to the spec's payload. */
    plan: ready
      ? {
          zoneId,
          ...(slotId ? { slotId } : {}),
          feeKobo: quote.data!.fee_kobo,
        }
      : {},
  };
}
