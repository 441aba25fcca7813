// Reconciliation: the ledger held against the orders and top-ups it records. Other code uses only
// what is exported here.
export { reconcile, type Mismatch, type Reconciliation } from './reconcile';
export { reconciliationJobs, RECONCILE_TASK } from './reconciliation-jobs';
