// The group buys module (docs/decisions/0064-group-buys.md): members take shares of one bulk
// unit; the money sits in the ledger's group buys held account until the bag is full or closed.
export { groupBuysRoutes } from './group-buys-routes';
export { groupBuyJobs } from './group-buy-jobs';
