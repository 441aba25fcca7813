import { RefreshIcon } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';

type Props = {
  message: string;
  /** A retry is on its way: the button spins and waits. */
  retrying: boolean;
  onRetry: () => void;
  /** h2 on the bundles page, h3 inside the landing page's bundles section. */
  headingLevel: 2 | 3;
};

/** The bundles could not be loaded: say so, with the spec's Try Again. */
export function BundlesLoadError({ message, retrying, onRetry, headingLevel }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-2xl border border-palm-200 bg-white p-6 text-center shadow-card"
    >
      <Heading className="text-lg font-bold text-ink-900">Couldn’t load bundles</Heading>
      <p className="mt-1 text-sm text-ink-600">{message}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry} disabled={retrying}>
        <RefreshIcon size={18} className={retrying ? 'animate-spin' : undefined} />
        Try Again
      </Button>
    </div>
  );
}
