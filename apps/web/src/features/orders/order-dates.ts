import { formatDateTime } from '@faza/shared';

/** '1 Mar 2026, 10:00 am' in Lagos: the order's dates read like every other date-time. */
export const formatOrderDate = (iso: string): string => formatDateTime(iso);

/** The payment deadline, the same way ('3 Mar 2026, 10:00 am'). */
export const formatDeadline = (iso: string): string => formatDateTime(iso);
