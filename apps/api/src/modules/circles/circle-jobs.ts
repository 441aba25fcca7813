import {
  CIRCLE_AUTOPAY_HOUR_LAGOS,
  CIRCLE_FINAL_GRACE_DAYS,
  CIRCLE_GRACE_DAYS,
  CIRCLE_MESSAGES as M,
  addDays,
  daysBetween,
  instalmentsCovered,
  lagosInstant,
  lagosToday,
  paymentStanding,
} from '@faza/shared';
import type { Sql, TransactionSql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import type { JobDefinitions } from '../../jobs/job-runner';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications';
import { closeIfSettled, deliverChipInIfReached, deliverShare } from './circle-delivery';
import { amountsOf, datesOf, lockMemberWallets } from './circle-ledger';
import { payInstalment } from './circle-money';
import { cancelCircle, refundMember } from './circle-refunds';
import { findCircle, membersOf, type CircleRow, type MemberRow } from './circles-repository';

const CIRCLES_TASK = 'circles_run';

/** Members a chip-in needs by its first due date: all of them; a save-together needs two. */
const needed = (c: CircleRow) => (c.kind === 'chip_in' ? c.max_members : 2);

/**
 * Autopay for one member: takes each instalment due by `now` (from 09:00 Lagos on its due day)
 * while the wallet covers it. A short wallet is tried once a Lagos day, and told so.
 */
async function autopay(tx: TransactionSql, c: CircleRow, m: MemberRow, now: Date, today: string) {
  const dates = datesOf(c);
  const amounts = amountsOf(c);
  const due = dates.filter((d) => lagosInstant(d, CIRCLE_AUTOPAY_HOUR_LAGOS) <= now).length;
  if (!m.autopay || m.autopay_short_on === today) return;
  while (m.status === 'active' && instalmentsCovered(amounts, m.paid_kobo) < due) {
    const covered = instalmentsCovered(amounts, m.paid_kobo);
    try {
      await payInstalment(tx, c, m, 'autopay', now);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'WALLET_SHORT')) throw err;
      await tx`update circle_members set autopay_short_on = ${today} where id = ${m.id}`;
      await notify(tx, {
        kind: 'circle.short',
        userId: m.user_id,
        circleId: c.id,
        memberId: m.id,
        number: covered + 1,
        day: today,
        circle: c.name,
        amountKobo: amounts[covered]!,
        daysLeft: Math.max(0, CIRCLE_GRACE_DAYS - daysBetween(dates[covered]!, today)),
      });
      return;
    }
    if (c.state !== 'open' && c.state !== 'running') return;
  }
}

/** Marks a member late once an instalment's grace ran out unpaid (everyone sees it), or not. */
async function markStanding(tx: TransactionSql, c: CircleRow, m: MemberRow, today: string) {
  if (m.status !== 'active') return;
  const dates = datesOf(c);
  const amounts = amountsOf(c);
  const covered = instalmentsCovered(amounts, m.paid_kobo);
  const late = paymentStanding(dates, covered, today) === 'late';
  if (late !== m.late) {
    await tx`update circle_members set late = ${late} where id = ${m.id}`;
    m.late = late;
  }
  if (late)
    await notify(tx, {
      kind: 'circle.late',
      userId: m.user_id,
      circleId: c.id,
      memberId: m.id,
      number: covered + 1,
      circle: c.name,
    });
  else if (!m.autopay && dates[covered] === today)
    await notify(tx, {
      kind: 'circle.due',
      userId: m.user_id,
      circleId: c.id,
      memberId: m.id,
      number: covered + 1,
      circle: c.name,
      amountKobo: amounts[covered]!,
      day: today,
    });
}

/**
 * One circle's work on `now`, under its row lock: fill check on the first due date, autopay,
 * late marks, and on the delivery date the deliveries and refunds. Every step looks at the state
 * first, so a second run (or a second instance, queued on the lock) finds nothing left to do.
 */
async function advanceCircle(tx: TransactionSql, circleId: string, now: Date) {
  const c = await findCircle(tx, circleId, { lock: true });
  if (!c || !(c.state === 'open' || c.state === 'running')) return;
  const today = lagosToday(now);
  if (today < c.start_date) return;
  await lockMemberWallets(tx, c.id);
  let members = await membersOf(tx, c.id);
  if (c.state === 'open') {
    if (members.filter((m) => m.status === 'active').length < needed(c)) {
      await cancelCircle(tx, c, 'unfilled', M.cancelReason.unfilled, now);
      return;
    }
    await tx`update circles set state = 'running' where id = ${c.id}`;
    c.state = 'running';
  }
  for (const m of members.filter((x) => x.status === 'active')) {
    await autopay(tx, c, m, now, today);
    if (c.state !== 'running') return;
    await markStanding(tx, c, m, today);
  }
  if (c.kind === 'chip_in' && (await deliverChipInIfReached(tx, c))) return;
  if (today < c.delivery_date) return;
  members = await membersOf(tx, c.id);
  const finalGraceOver = today >= addDays(c.delivery_date, CIRCLE_FINAL_GRACE_DAYS);
  if (c.kind === 'chip_in') {
    for (const m of members.filter((x) => x.status === 'left'))
      await refundMember(tx, c, m, 'left');
    if (finalGraceOver) await cancelCircle(tx, c, 'unreached', M.cancelReason.unreached, now);
    return;
  }
  for (const m of members) {
    if (m.status === 'left') await refundMember(tx, c, m, 'left');
    else if (m.status === 'active' && m.paid_kobo >= c.price_kobo) await deliverShare(tx, c, m);
    else if (m.status === 'active' && finalGraceOver) await refundMember(tx, c, m, 'behind');
  }
  await closeIfSettled(tx, c, now);
}

/** Circles with work to do on `now`: open or running, started by today (Lagos). */
async function dueCircleIds(sql: Sql, now: Date): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from circles
     where state in ('open', 'running') and start_date <= ${lagosToday(now)}::date
     order by start_date, id`;
  return rows.map((r) => r.id);
}

/**
 * The circles job: every due circle in its own transaction (one circle's trouble never holds up
 * another's). `now` is the caller's clock: the cron task passes the real time, tests a fake one.
 */
export async function runCircles(sql: Sql, now: Date): Promise<{ circles: number }> {
  const ids = await dueCircleIds(sql, now);
  for (const id of ids) await withTransaction(sql, (tx) => advanceCircle(tx, id, now));
  return { circles: ids.length };
}

/**
 * Hourly on the hour, once across instances: the 08:00 UTC run is 09:00 Lagos (UTC+1, no summer
 * time), when autopay takes the day's instalments (docs/decisions/0043-food-circles.md).
 */
export const circleJobs = (sql: Sql): JobDefinitions => ({
  tasks: {
    [CIRCLES_TASK]: async (_payload, helpers) => {
      const run = await runCircles(sql, new Date());
      if (run.circles) helpers.logger.info(`circles: ${JSON.stringify(run)}`);
    },
  },
  cron: [{ task: CIRCLES_TASK, match: '0 * * * *', identifier: CIRCLES_TASK }],
});
