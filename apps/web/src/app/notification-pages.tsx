import { NOTIFICATION_MESSAGES } from '@faza/shared';
import { NotificationSettings } from '../features/notifications/notification-settings';
import { NotificationsInbox } from '../features/notifications/notifications-inbox';
import { MainLayout } from '../components/layouts/main-layout';

/** /notifications: the inbox in the app's page layout. */
export function InboxPage() {
  return (
    <MainLayout title={NOTIFICATION_MESSAGES.title}>
      <div className="max-w-2xl">
        <NotificationsInbox />
      </div>
    </MainLayout>
  );
}

/** /settings/notifications */
export function SettingsPage() {
  return (
    <MainLayout
      title={NOTIFICATION_MESSAGES.settings}
      description={NOTIFICATION_MESSAGES.settingsIntro}
    >
      <div className="max-w-2xl">
        <NotificationSettings />
      </div>
    </MainLayout>
  );
}
