import { Link } from 'wouter';
import { formatFaza, PHONE_VERIFY_TEXTS, SCREEN_TEXTS } from '@faza/shared';
import { PATHS } from '../../lib/route-paths';
import { verifyPhonePathFor } from '../auth';
import { CheckIcon } from '../cart';
import { useCopyFaza } from '../../lib/use-copy-faza';
import { CopyIcon } from '../../components/icons/transfer-icons';

/**
 * The user's FAZA number, 1234-5678-9012, with Copy ('Copied!' for 2 s). Until the phone is
 * verified nobody can send to it (docs/decisions/0027), and the card says so instead of 'share it'.
 */
export function FazaCard({ faza, phoneVerified }: { faza: string; phoneVerified: boolean }) {
  const { copied, copy } = useCopyFaza(faza);

  return (
    <section
      aria-labelledby="faza-heading"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-palm-600 to-palm-800 px-5 py-5 text-white shadow-card sm:px-6"
    >
      {/* A soft bowl shape, the logo's, for a card that feels like a bank card. */}
      <span
        aria-hidden="true"
        className="absolute -right-10 -bottom-16 size-44 rounded-full bg-plantain-400/20"
      />
      <div className="relative flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div>
          <h2 id="faza-heading" className="text-sm font-semibold text-palm-100">
            Your FAZA number
          </h2>
          <p
            data-testid="my-faza"
            className="mt-1 text-2xl font-extrabold tracking-wider tabular-nums sm:text-3xl"
          >
            {formatFaza(faza)}
          </p>
          {phoneVerified ? (
            <p className="mt-1 text-sm text-palm-100">
              Share it so family and friends can send you food.
            </p>
          ) : (
            <p className="mt-1 text-sm text-palm-100">
              {PHONE_VERIFY_TEXTS.fazaUnreachable}{' '}
              <Link
                href={verifyPhonePathFor(PATHS.pantry)}
                className="font-semibold text-white underline underline-offset-2"
              >
                {PHONE_VERIFY_TEXTS.fazaVerifyLink}
              </Link>
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-palm-700 shadow-sm transition-colors hover:bg-cream-100"
        >
          {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
          <span aria-live="polite">{copied ? SCREEN_TEXTS.copied : 'Copy'}</span>
        </button>
      </div>
    </section>
  );
}
