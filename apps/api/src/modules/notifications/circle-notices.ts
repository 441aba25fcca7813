import {
  CIRCLE_MESSAGES,
  NOTIFICATION_KINDS,
  type NotificationCategory,
  type NotificationKind,
  type NotificationText,
} from '@faza/shared';

/** A circle event's notice (notices.ts's Notice, for one person). */
export type CircleNotice = {
  kind: NotificationKind;
  category: NotificationCategory;
  recipients: { userId: string };
  eventKey: string;
  text: NotificationText;
  deepLink: string;
  subject: { type: string; id: string };
  actorId: string | null;
};

/**
 * What the food circles module raises (docs/decisions/0043-food-circles.md), each written once
 * per person by its event key however often a job runs.
 */
export type CircleEvent =
  | { kind: 'circle.invited'; userId: string; circleId: string; inviterId: string; circle: string }
  | {
      kind: 'circle.due';
      userId: string;
      circleId: string;
      memberId: string;
      number: number;
      circle: string;
      amountKobo: number;
      day: string;
    }
  | {
      kind: 'circle.taken';
      userId: string;
      circleId: string;
      /** The member and instalment paid. */
      paymentKey: string;
      circle: string;
      amountKobo: number;
      number: number;
      of: number;
    }
  | {
      kind: 'circle.short';
      userId: string;
      circleId: string;
      memberId: string;
      number: number;
      /** The Lagos day autopay found the wallet short: one notice a day. */
      day: string;
      circle: string;
      amountKobo: number;
      daysLeft: number;
    }
  | {
      kind: 'circle.late';
      userId: string;
      circleId: string;
      memberId: string;
      number: number;
      circle: string;
    }
  | { kind: 'circle.delivered'; userId: string; circleId: string; text: NotificationText }
  | {
      kind: 'circle.refunded';
      userId: string;
      circleId: string;
      circle: string;
      amountKobo: number;
    }
  | { kind: 'circle.cancelled'; userId: string; circleId: string; circle: string; reason: string };

const CIRCLE_KINDS = new Set<string>([
  'circle.invited',
  'circle.due',
  'circle.taken',
  'circle.short',
  'circle.late',
  'circle.delivered',
  'circle.refunded',
  'circle.cancelled',
]);

export const isCircleEvent = (event: { kind: string }): event is CircleEvent =>
  CIRCLE_KINDS.has(event.kind);

// The circle's page: the web app's /circles/{id}.
const pageOf = (circleId: string) => `/circles/${circleId}`;

/** `actor` stands for the inviter's name until the database writes it in (notices.ts's ACTOR). */
export function circleNotice(event: CircleEvent, actor: string): CircleNotice {
  const N = CIRCLE_MESSAGES.notice;
  const base = {
    kind: event.kind,
    category: NOTIFICATION_KINDS[event.kind],
    recipients: { userId: event.userId },
    deepLink: pageOf(event.circleId),
    subject: { type: 'circle', id: event.circleId },
    actorId: null,
  };
  switch (event.kind) {
    case 'circle.invited':
      return {
        ...base,
        eventKey: `circle:${event.circleId}`,
        text: N.invited(actor, event.circle),
        actorId: event.inviterId,
      };
    case 'circle.due':
      return {
        ...base,
        eventKey: `circle_member:${event.memberId}:${event.number}`,
        text: N.instalmentDue(event.circle, event.amountKobo, event.day),
      };
    case 'circle.taken':
      return {
        ...base,
        eventKey: `circle_payment:${event.paymentKey}`,
        text: N.instalmentTaken(event.circle, event.amountKobo, event.number, event.of),
      };
    case 'circle.short':
      return {
        ...base,
        eventKey: `circle_member:${event.memberId}:${event.number}:${event.day}`,
        text: N.instalmentShort(event.circle, event.amountKobo, event.daysLeft),
      };
    case 'circle.late':
      return {
        ...base,
        eventKey: `circle_member:${event.memberId}:${event.number}`,
        text: N.late(event.circle),
      };
    case 'circle.delivered':
      return { ...base, eventKey: `circle:${event.circleId}`, text: event.text };
    case 'circle.refunded':
      return {
        ...base,
        eventKey: `circle:${event.circleId}`,
        text: N.refunded(event.circle, event.amountKobo),
      };
    case 'circle.cancelled':
      return {
        ...base,
        eventKey: `circle:${event.circleId}`,
        text: N.cancelled(event.circle, event.reason),
      };
  }
}
