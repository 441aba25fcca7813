// Texts of deliveries that the spec does not give ("ours" in messages.ts's sense).
export const DELIVERY_MESSAGES = {
  itemsRequired: 'Choose at least one item to deliver.',
  quantity: 'Quantity must be a whole number of at least 1.',
  duplicateLot: 'Each pantry item may appear only once in a delivery.',
  streetRequired: 'Please enter the street address.',
  areaRequired: 'Please enter the area.',
  cityRequired: 'Please enter the city.',
  stateRequired: 'Please choose a state.',
  noteTooLong: 'The note may be at most 500 characters.',
  notFound: 'Delivery not found.',
  notCancellable: 'This delivery is on its way and can no longer be cancelled.',
  alreadyFinished: 'This delivery is already finished.',
  notRequested: 'Only a requested delivery can be dispatched.',
  notDispatched: 'Only a dispatched delivery can be marked delivered.',
  reasonRequired: 'Please give a reason for cancelling this delivery.',
  zoneRequired: 'Please choose a delivery zone.',
  zoneNotServed: 'We do not deliver to this area yet. Choose a served area or another address.',
  slotNotFound: 'This delivery slot does not exist.',
  slotFull: 'This delivery slot is full. Please choose another one.',
  feeChanged: 'The delivery fee has changed since you saw it. Check the new fee and confirm again.',
  slotTime: 'Enter times as HH:MM, the end after the start.',
  slotDate: 'Enter the day as YYYY-MM-DD.',
  slotCapacity:
    'Capacity must be a whole number from 1 to 500, at least the places held for Premium.',
  slotExists: 'This zone already has a slot starting then on that day.',
  riderNotFound: 'Choose a rider.',
  notRider: 'This person is not a rider.',
  handoverCodeWrong:
    'That is not the hand-over code. Ask the customer for the 4 digits in their app.',
  failureReason: 'Say why the delivery failed (nobody home, wrong address…).',
  notPickedUp: 'Pick the food up before you set off.',
  /** The hourly limit's 429; the wait is shown in minutes (up to an hour of seconds reads badly). */
  tooManyRequests: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `You have requested many deliveries this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  requested: {
    title: 'Delivery requested',
    description: 'We will bring your food soon. Follow it on My Deliveries.',
  },
  cancelled: {
    title: 'Delivery cancelled',
    description: 'The food is back in your pantry.',
  },
} as const;
