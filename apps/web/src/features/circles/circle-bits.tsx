import {
  CIRCLE_MESSAGES as M,
  formatDate,
  PATHS,
  type CircleMemberState,
  type CircleState,
} from '@faza/shared';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const STATE_TONES: Record<CircleState, BadgeTone> = {
  open: 'plantain',
  running: 'palm',
  delivered: 'leaf',
  cancelled: 'neutral',
  failed: 'neutral',
};

const MEMBER_TONES: Record<CircleMemberState, BadgeTone> = {
  paid: 'leaf',
  due: 'plantain',
  late: 'danger',
  left: 'neutral',
  refunded: 'neutral',
  delivered: 'leaf',
};

export function CircleStateBadge({ state }: { state: CircleState }) {
  return (
    <Badge tone={STATE_TONES[state]} className="shrink-0 whitespace-nowrap">
      {M.stateLabel[state]}
    </Badge>
  );
}

export function MemberStateBadge({ state }: { state: CircleMemberState }) {
  return (
    <Badge tone={MEMBER_TONES[state]} className="shrink-0 whitespace-nowrap">
      {M.memberStateLabel[state]}
    </Badge>
  );
}

/** Paid so far of what is due, as a bar with its words for screen readers. */
export function ProgressBar({ paid, due, label }: { paid: number; due: number; label: string }) {
  const percent = due > 0 ? Math.min(100, Math.round((paid / due) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 w-full overflow-hidden rounded-full bg-cream-200"
    >
      <div className="h-full rounded-full bg-leaf-600" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** 'YYYY-MM-DD' (a Lagos day) as the app writes dates: 26 Nov 2026. */
export const formatDay = (day: string): string => formatDate(`${day}T12:00:00Z`);

export const circlePath = (id: string): string => PATHS.circle.replace(':id', id);
