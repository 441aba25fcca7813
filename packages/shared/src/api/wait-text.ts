/**
 * How long to wait before trying again, as a 429's message says it: seconds up to a minute and a
 * half, then whole minutes (an hour's window in seconds reads badly).
 */
export const waitText = (seconds: number): string => {
  if (seconds <= 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
};
