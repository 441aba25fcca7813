// Dates as a Lagos shopper reads them, whatever the phone's own time zone.
const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
const dayTime = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});

/** '1 Mar 2026, 10:00 am' */
export const formatOrderDate = (iso: string): string => dateTime.format(new Date(iso));

/** 'Tue 3 Mar, 10:00 am': deadlines within the week. */
export const formatDeadline = (iso: string): string => dayTime.format(new Date(iso));
