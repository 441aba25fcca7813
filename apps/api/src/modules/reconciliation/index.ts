// Reconciliation: the ledger held against the orders and top-ups it records. Other code uses only
// what is exported here.
export { reconcile } from './reconcile';
export { reconciliationJobs } from './reconciliation-jobs';
