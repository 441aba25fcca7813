import { useCallback, useEffect, useState } from 'react';
import { RESEND_COUNTDOWN_SECONDS } from '@faza/shared';

/** Per address the codes go to: an email address, or a phone number for texted codes. */
const storageKey = (address: string) => `faza-code-sent:${address.toLowerCase()}`;

/** Whole seconds left of a countdown of `total` seconds that started at `startedAt` (ms). */
export function secondsLeft(startedAt: number, now: number, total: number): number {
  const left = Math.ceil(total - (now - startedAt) / 1000);
  return Math.min(Math.max(left, 0), total);
}

/** 0:59, 1:00 */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

type Started = { at: number; total: number };

function readStarted(address: string): Started | null {
  try {
    const raw = sessionStorage.getItem(storageKey(address));
    const [at, total] = (raw ?? '').split(':').map(Number);
    return at && total ? { at, total } : null;
  } catch {
    return null;
  }
}

function writeStarted(address: string, started: Started) {
  try {
    sessionStorage.setItem(storageKey(address), `${started.at}:${started.total}`);
  } catch {
    // Storage disabled: a reload restarts the countdown, which is only a little slower.
  }
}

/** Whether a code went to `address` from this tab less than its countdown ago. */
export function countdownRunning(address: string): boolean {
  const stored = readStarted(address);
  return stored !== null && secondsLeft(stored.at, Date.now(), stored.total) > 0;
}

/**
 * docs/product-spec.md §4: resend is disabled for a 60 s countdown when the screen opens (a code was just sent)
 * and after each resend. The start is kept for the tab, so a reload does not restart it.
 * `startNow: false` opens it at zero instead, for a screen that has not sent its code yet.
 */
export function useResendCountdown(
  address: string,
  { startNow = true }: { startNow?: boolean } = {},
): { left: number; restart: (s?: number) => void } {
  const [started, setStarted] = useState<Started>(() => {
    const stored = readStarted(address);
    if (stored && secondsLeft(stored.at, Date.now(), stored.total) > 0) return stored;
    if (!startNow) return { at: 0, total: 0 };
    const fresh = { at: Date.now(), total: RESEND_COUNTDOWN_SECONDS };
    writeStarted(address, fresh);
    return fresh;
  });
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(started.at, now, started.total);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const restart = useCallback(
    (seconds: number = RESEND_COUNTDOWN_SECONDS) => {
      const next = { at: Date.now(), total: seconds };
      writeStarted(address, next);
      setStarted(next);
      setNow(next.at);
    },
    [address],
  );

  return { left, restart };
}
