// Food circles (docs/decisions/0043-food-circles.md). The pages are reached through the router;
// the staff console draws a circle with the same pieces, read-only.
export { CircleStateBadge, ProgressBar } from './circle-bits';
export { CircleMembers, CirclePayments } from './circle-members';
export { ScheduleList } from './circle-schedule';
export { ConfirmDialog } from './confirm-dialog';
export { GoalLines } from './goal-lines';
