import { Button } from '../../components/ui/button';
import { RefreshIcon } from './pwa-icons';
import { UPDATE_TEXTS } from './pwa-texts';
import { dismissUpdate, reloadToUpdate } from './update-state';

/** docs/product-spec.md §4: a new version has installed; ask in the app (never window.confirm) and reload on yes. */
export function UpdatePrompt() {
  return (
    <section
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="update-prompt-text"
      data-testid="update-prompt"
      className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-2xl bg-ink-900 p-3 pl-4 text-white shadow-2xl"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10">
        <RefreshIcon size={18} />
      </span>
      <p id="update-prompt-text" className="min-w-0 flex-1 text-sm font-semibold">
        {UPDATE_TEXTS.question}
      </p>
      <div className="flex w-full justify-end gap-2 sm:w-auto">
        <Button variant="outlineInverse" onClick={dismissUpdate}>
          {UPDATE_TEXTS.notNow}
        </Button>
        <Button variant="inverse" onClick={() => void reloadToUpdate()}>
          {UPDATE_TEXTS.reload}
        </Button>
      </div>
    </section>
  );
}
