/**
 * A client that trickles its request is answered 408 and cut off once receiving it has taken
 * `requestMs`; a socket silent mid-request for twice that (never under 65 s: past the database's
 * 60 s statement limit and the notification stream's 25 s heartbeat) is closed. Node looks for
 * late requests at an interval, 30 s by default: a quarter of the limit keeps the cut near it.
 */
export function clientTimeouts(requestMs: number) {
  return {
    requestTimeout: requestMs,
    connectionTimeout: Math.max(2 * requestMs, 65_000),
    http: {
      headersTimeout: Math.min(60_000, requestMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(requestMs / 4))),
    },
  };
}
