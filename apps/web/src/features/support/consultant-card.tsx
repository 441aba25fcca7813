import { useState } from 'react';
import { useLocation } from 'wouter';
import { SUPPORT_MESSAGES } from '@faza/shared';
import { Card } from '../../components/ui/card';
import { PATHS } from '../../lib/route-paths';
import { toastError } from '../../lib/toasts';
import { ReplyBox } from './reply-box';
import { useConsent } from './use-consent';
import { useMyConsultant } from './use-my-consultant';
import { useTalkToConsultant } from './use-talk-to-consultant';

/**
 * A Premium Plus member's consultant on /help: who it is, "Talk to my consultant", and the consent
 * switch that decides whether they see the pantry summary, meal plan and insights. Nothing for anyone else.
 */
export function ConsultantCard() {
  const [, navigate] = useLocation();
  const mine = useMyConsultant();
  const consent = useConsent();
  // The choice as the person made it, until the server has answered: the switch moves in the same
  // render as the tap (the saved value arrives a task later, and React would snap the box back).
  const [choice, setChoice] = useState<boolean | null>(null);
  const talk = useTalkToConsultant();
  if (!mine.data?.eligible) return null;
  const { consultant } = mine.data;
  return (
    <Card className="overflow-hidden p-0" data-testid="consultant-card">
      <div className="bg-palm-700 px-5 py-4 text-white">
        <p className="text-xs font-semibold tracking-wide text-palm-100 uppercase">Premium Plus</p>
        <h2 className="mt-1 text-lg font-bold">{SUPPORT_MESSAGES.consultantTitle}</h2>
        {consultant ? (
          <p className="mt-1 text-xl font-extrabold" data-testid="consultant-name">
            {consultant.name}
          </p>
        ) : (
          <p className="mt-1 text-sm text-palm-50">{SUPPORT_MESSAGES.consultantNone}</p>
        )}
      </div>
      {consultant && (
        <div className="space-y-4 p-5">
          <p className="text-sm text-ink-700">{SUPPORT_MESSAGES.consultantIntro}</p>
          <ReplyBox
            label={SUPPORT_MESSAGES.talkToConsultant}
            placeholder={SUPPORT_MESSAGES.consultantMessagePlaceholder}
            submitLabel={SUPPORT_MESSAGES.talkToConsultant}
            pending={talk.isPending}
            onSend={(text, sent) =>
              talk.mutate(text, {
                onSuccess: (detail) => {
                  sent();
                  navigate(PATHS.helpConversation.replace(':id', detail.id));
                },
                onError: (err) =>
                  toastError({ title: SUPPORT_MESSAGES.sendFailed, description: err.message }),
              })
            }
          />
          <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-cream-50 p-3 ring-1 ring-cream-200 ring-inset">
            <input
              type="checkbox"
              role="switch"
              className="mt-0.5 size-5 shrink-0 accent-palm-600"
              checked={choice ?? mine.data.consent}
              disabled={consent.isPending}
              onChange={(e) => {
                setChoice(e.target.checked);
                consent.mutate(e.target.checked, {
                  onSettled: () => setChoice(null),
                  onError: (err) =>
                    toastError({
                      title: SUPPORT_MESSAGES.consentSaveFailed,
                      description: err.message,
                    }),
                });
              }}
            />
            <span>
              <span className="block text-sm font-semibold text-ink-900">
                {SUPPORT_MESSAGES.consentLabel}
              </span>
              <span className="mt-0.5 block text-sm text-ink-600">
                {SUPPORT_MESSAGES.consentHelp}
              </span>
              <span
                className="mt-1 block text-sm font-medium text-palm-800"
                data-testid="consent-state"
              >
                {mine.data.consent ? SUPPORT_MESSAGES.consentOn : SUPPORT_MESSAGES.consentOff}
              </span>
            </span>
          </label>
        </div>
      )}
    </Card>
  );
}
