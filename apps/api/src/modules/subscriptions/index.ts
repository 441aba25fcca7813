// The subscriptions module: Premium and Premium Plus, paid from the wallet. Other modules use only
// what is exported here.
export { subscriptionRoutes } from './subscription-routes';
export { subscribe } from './subscriptions';
