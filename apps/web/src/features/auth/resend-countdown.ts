import { useCallback, useEffect, useState } from 'react';
import { RESEND_COUNTDOWN_SECONDS } from '@faza/shared';

const storageKey = (email: string) => `faza-code-sent:${email.toLowerCase()}`;

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

function readStarted(email: string): Started | null {
  try {
    const raw = sessionStorage.getItem(storageKey(email));
    const [at, total] = (raw ?? '').split(':').map(Number);
    return at && total ? { at, total } : null;
  } catch {
    return null;
  }
}

function writeStarted(email: string, started: Started) {
  try {
    sessionStorage.setItem(storageKey(email), `${started.at}:${started.total}`);
  } catch {
    // Storage disabled: a reload restarts the countdown, which is only a little slower.
  }
}

/**
 * Spec §4: resend is disabled for a 60 s countdown when the screen opens (a code was just sent)
 * and after each resend. The start is kept for the tab, so a reload does not restart it.
 */
export function useResendCountdown(email: string): { left: number; restart: (s?: number) => void } {
  const [started, setStarted] = useState<Started>(() => {
    const stored = readStarted(email);
    if (stored && secondsLeft(stored.at, Date.now(), stored.total) > 0) return stored;
    const fresh = { at: Date.now(), total: RESEND_COUNTDOWN_SECONDS };
    writeStarted(email, fresh);
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
      writeStarted(email, next);
      setStarted(next);
      setNow(next.at);
    },
    [email],
  );

  return { left, restart };
}
