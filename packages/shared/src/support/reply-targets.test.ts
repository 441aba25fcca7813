import { describe, expect, it } from 'vitest';
import { lateLabel, replyDue, replyTargetLabel, REPLY_TARGET_MINUTES } from './reply-targets';

describe('support reply targets', () => {
  const since = new Date('2026-11-25T10:00:00Z');

  it('are 1 hour for Premium Plus, 4 for Premium, 24 for Basic', () => {
    expect(REPLY_TARGET_MINUTES).toEqual({ premium_plus: 60, premium: 240, basic: 1440 });
    expect(replyTargetLabel('premium_plus')).toBe('within 1 hour');
    expect(replyTargetLabel('premium')).toBe('within 4 hours');
    expect(replyTargetLabel('basic')).toBe('within 24 hours');
  });

  it('is due at the target after the customer started waiting', () => {
    const due = replyDue('premium_plus', since, new Date('2026-11-25T10:59:00Z'));
    expect(due).toEqual({ dueAt: new Date('2026-11-25T11:00:00Z'), overdueMinutes: 0 });
  });

  it('counts the minutes past the target', () => {
    expect(replyDue('premium_plus', since, new Date('2026-11-25T11:25:30Z')).overdueMinutes).toBe(
      25,
    );
    expect(replyDue('premium', since, new Date('2026-11-25T13:00:00Z')).overdueMinutes).toBe(0);
    expect(replyDue('basic', since, new Date('2026-11-26T12:00:00Z')).overdueMinutes).toBe(120);
  });

  it('is never due when nobody waits on us', () => {
    expect(replyDue('premium_plus', null)).toEqual({ dueAt: null, overdueMinutes: 0 });
  });

  it('says how late in minutes, hours or days', () => {
    expect(lateLabel(25)).toBe('25 min');
    expect(lateLabel(60)).toBe('1 h');
    expect(lateLabel(185)).toBe('3 h 5 min');
    expect(lateLabel(3 * 24 * 60)).toBe('3 days');
  });
});
