import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { LogoMark } from '../../components/ui/logo';
import { forgetInstallOffer, type BeforeInstallPromptEvent } from './install-events';
import { isAppleMobile } from './install-rules';
import { CheckIcon, CloseIcon, DownloadIcon, ShareIcon } from './pwa-icons';
import { INSTALL_TEXTS as T } from './pwa-texts';

/**
 * docs/product-spec.md §2 install card: title, offline text, three bullets, Install App and Later, a close icon.
 * With the browser's offer, Install App opens its prompt; without one (iPhone, or a browser that
 * has not offered yet) it shows how to add Faza to the home screen.
 */
export function InstallCard({
  offer,
  onDismiss,
  onDone,
}: {
  offer: BeforeInstallPromptEvent | null;
  /** Later or the close icon: hidden and remembered. */
  onDismiss: () => void;
  /** The user answered the browser's prompt (accepted or declined). */
  onDone: () => void;
}) {
  const [showSteps, setShowSteps] = useState(false);
  const apple = isAppleMobile(navigator.userAgent, navigator.maxTouchPoints);

  async function install() {
    if (!offer) return setShowSteps(true);
    forgetInstallOffer();
    try {
      await offer.prompt();
      await offer.userChoice;
    } finally {
      onDone();
    }
  }

  return (
    <section
      aria-labelledby="install-card-title"
      data-testid="install-card"
      className="pointer-events-auto relative rounded-3xl border border-cream-200 bg-white p-4 shadow-2xl sm:p-5"
    >
      <button
        type="button"
        onClick={onDismiss}
        aria-label={T.close}
        className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100 hover:text-ink-900"
      >
        <CloseIcon size={20} />
      </button>
      <div className="flex items-start gap-3 pr-8">
        <LogoMark size={40} />
        <div className="min-w-0">
          <h2 id="install-card-title" className="text-base font-extrabold text-ink-900">
            {T.title}
          </h2>
          {/* Once the steps are asked for, they replace the pitch: the card stays within a
              third of a phone's screen. */}
          {!showSteps && <p className="mt-0.5 text-sm text-ink-600">{T.text}</p>}
        </div>
      </div>

      {showSteps ? (
        <div className="mt-2 rounded-2xl bg-cream-50 px-3 py-2" data-testid="install-steps">
          <h3 className="text-sm font-bold text-ink-900">{T.stepsTitle}</h3>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm text-ink-800">
            {apple && (
              <li>
                {T.iosShareStep[0]}{' '}
                <ShareIcon size={16} className="inline align-[-3px] text-palm-700" />{' '}
                {T.iosShareStep[1]}
              </li>
            )}
            {(apple ? T.iosSteps : T.otherSteps).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm font-medium text-ink-800">
          {T.bullets.map((bullet) => (
            <li key={bullet} className="flex items-center gap-1.5">
              <CheckIcon size={16} className="text-leaf-700" />
              {bullet}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-3 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onDismiss}>
          {T.later}
        </Button>
        <Button onClick={() => void install()} aria-expanded={offer ? undefined : showSteps}>
          <DownloadIcon size={16} />
          {T.install}
        </Button>
      </div>
    </section>
  );
}
