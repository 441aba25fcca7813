// Monthly food analytics (docs/architecture.md §3a, docs/decisions/0040): the member's month and
// the staff figures. Other modules use only what is exported here.
export { insightsRoutes } from './insights-routes';
export { memberInsights } from './member-insights';
export { insightsJobs, MONTHLY_DIGEST_TASK, sendMonthlyDigests } from './monthly-digest';
