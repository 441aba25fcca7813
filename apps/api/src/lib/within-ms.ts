/**
 * `work`, or a failure after `ms`: "no answer within N ms", or, given `what`, "WHAT: no answer
 * within N ms". The timer is cleared once `work` settles.
 */
export function withinMs<T>(ms: number, work: PromiseLike<T>, what?: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    const message = `no answer within ${ms} ms`;
    timer = setTimeout(() => reject(new Error(what ? `${what}: ${message}` : message)), ms);
  });
  return Promise.race([Promise.resolve(work), late]).finally(() => clearTimeout(timer));
}
