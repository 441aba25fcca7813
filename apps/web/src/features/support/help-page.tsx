import { Link } from 'wouter';
import { SUPPORT_MESSAGES } from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { PATHS } from '../../lib/route-paths';
import { useSession } from '../auth';
import { ConsultantCard } from './consultant-card';
import { ConversationList } from './conversation-list';
import { NewConversationForm } from './new-conversation-form';

/** /help: the member's consultant (Premium Plus), a new conversation, and the ones so far. */
export function HelpPage() {
  const { user } = useSession();
  return (
    <MainLayout title={SUPPORT_MESSAGES.title} description={SUPPORT_MESSAGES.intro}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-6">
          <ConsultantCard />
          <NewConversationForm />
          {user && !user.is_premium_plus && (
            <p className="text-sm text-ink-600">
              {SUPPORT_MESSAGES.consultantUpsell}{' '}
              <Link href={PATHS.premium} className="font-semibold text-palm-700 underline">
                See Premium Plus
              </Link>
            </p>
          )}
        </div>
        <ConversationList />
      </div>
    </MainLayout>
  );
}
