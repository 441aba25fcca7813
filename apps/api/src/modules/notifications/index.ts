import type { FastifyInstance } from 'fastify';
import { InboxHub } from './inbox-hub';
import { notificationsRoutes } from './notifications-routes';
import { pushRoutes } from './push-routes';
import { streamRoutes } from './stream-routes';
import { vapidKeys } from './vapid';

// The notifications module (docs/decisions/0030-notifications-outbox.md): other modules call
// `notify` in the transaction of the event; everything else happens here.
export { notify } from './notify';
export { notificationJobs } from './notification-jobs';
export { countOpenDeliveries } from './deliveries-repository';

/** Every notifications route, under /api, and the one LISTEN that feeds the event streams. */
export async function notificationsModuleRoutes(app: FastifyInstance) {
  const hub = new InboxHub(app.sql, app.log.child({ module: 'notifications' }));
  await hub.start();
  app.addHook('onClose', () => hub.stop());
  await app.register(notificationsRoutes);
  await app.register(streamRoutes, { hub });
  await app.register(pushRoutes, { keys: vapidKeys(app.sql, app.config) });
}
