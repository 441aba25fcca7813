// The notifications feature's public entry: the bell the app puts in the signed-in navigation, and
// the two pages' contents, which the app lays out (app/ is above features).
export { NotificationBell } from './notification-bell';
export { NotificationsInbox } from './notifications-inbox';
export { NotificationSettings } from './notification-settings';
