import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import {
  formatDate,
  GIFT_MESSAGES,
  isValidOtp,
  otpFromPaste,
  type GiftPreview,
} from '@faza/shared';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { TextField } from '../../components/ui/form-fields';
import { SheetAlert } from '../../components/ui/sheet-dialog';
import { Spinner } from '../../components/ui/spinner';
import { PATHS } from '../../lib/route-paths';
import { signInPathFor, signUpPathFor, useSession } from '../auth';
import { GiftLines } from './gift-lines';
import { useClaimGift } from './use-claim-gift';
import { useClaimSms } from './use-claim-sms';
import { useGiftPreview } from './use-gift-preview';

/**
 * /claim/<code>: who sent what and until when, for anyone with the link; the owner of the number,
 * signed in with it, claims with the code texted to it (docs/decisions/0036). Built for a small
 * phone first: one column, large touch targets.
 */
export function ClaimPage() {
  const [location] = useLocation();
  const code = location.split('/').at(-1) ?? '';
  const { user } = useSession();
  const preview = useGiftPreview(code, Boolean(user));
  return (
    <Container className="max-w-lg py-6 sm:py-10">
      {preview.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-12 text-ink-600">
          <Spinner className="size-5" /> Opening your gift…
        </p>
      ) : preview.isError ? (
        <Card className="p-6 text-center">
          <h1 className="text-xl font-extrabold text-ink-900">{GIFT_MESSAGES.notFound}</h1>
          <p className="mt-2 text-ink-600">{preview.error.message}</p>
        </Card>
      ) : (
        <ClaimCard gift={preview.data} code={code} signedIn={Boolean(user)} />
      )}
    </Container>
  );
}

function ClaimCard({
  gift,
  code,
  signedIn,
}: {
  gift: GiftPreview;
  code: string;
  signedIn: boolean;
}) {
  const here = `${PATHS.claimGift.replace(':code', code)}`;
  return (
    <Card className="overflow-hidden">
      <div className="bg-gradient-to-br from-palm-50 to-plantain-100 px-5 py-6">
        <p className="text-sm font-semibold tracking-wide text-palm-700 uppercase">
          A gift for you
        </p>
        <h1 className="mt-1 text-2xl font-extrabold text-ink-900">
          {gift.sender} sent you {gift.kind === 'food' ? 'food' : 'money'}
        </h1>
        <div className="mt-4">
          <GiftLines gift={gift} large />
        </div>
        <p className="mt-4 text-sm text-ink-800">
          For {gift.phone}
          {gift.state === 'pending' && !gift.expired && (
            <> · claim by {formatDate(gift.expires_at)}</>
          )}
        </p>
      </div>
      <div className="px-5 py-5">
        {gift.state !== 'pending' ? (
          <p role="status" className="font-semibold text-ink-900">
            {GIFT_MESSAGES[gift.state]}
          </p>
        ) : gift.expired ? (
          <p role="status" className="font-semibold text-ink-900">
            {GIFT_MESSAGES.expired}
          </p>
        ) : !signedIn ? (
          <div className="space-y-4">
            <p className="text-ink-800">{GIFT_MESSAGES.signInToClaim}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link
                href={signInPathFor(here)}
                className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}
              >
                Sign In
              </Link>
              <Link
                href={signUpPathFor(here, code)}
                className={buttonClasses({
                  variant: 'secondary',
                  size: 'lg',
                  className: 'w-full sm:w-auto',
                })}
              >
                Create Account
              </Link>
            </div>
          </div>
        ) : !gift.your_number ? (
          <p role="alert" className="text-ink-800">
            {GIFT_MESSAGES.wrongPhone}
          </p>
        ) : (
          <ClaimForm code={code} kind={gift.kind} />
        )}
      </div>
    </Card>
  );
}

function ClaimForm({ code, kind }: { code: string; kind: 'food' | 'money' }) {
  const sms = useClaimSms(code);
  const claim = useClaimGift(code);
  const [smsCode, setSmsCode] = useState('');
  if (claim.isSuccess)
    return (
      <div role="status" data-testid="gift-claimed" className="space-y-4">
        <p className="rounded-xl bg-leaf-50 px-3 py-3 font-semibold text-leaf-800 ring-1 ring-leaf-100 ring-inset">
          {kind === 'food' ? GIFT_MESSAGES.claimedFood : GIFT_MESSAGES.claimedMoney}
        </p>
        <Link
          href={kind === 'food' ? PATHS.pantry : PATHS.wallet}
          className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}
        >
          {kind === 'food' ? 'Go to My Pantry' : 'Go to My Wallet'}
        </Link>
      </div>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isValidOtp(smsCode) && !claim.isPending) claim.mutate(smsCode);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-ink-800">
        To claim it, prove this phone is yours: enter the 6-digit code we text to it.
      </p>
      <Button
        variant={sms.isSuccess ? 'secondary' : 'primary'}
        size="lg"
        className="w-full sm:w-auto"
        disabled={sms.isPending}
        onClick={() => sms.mutate()}
      >
        {sms.isPending ? 'Sending…' : sms.isSuccess ? 'Text me a new code' : 'Text me the code'}
      </Button>
      {sms.isSuccess && (
        <p role="status" className="text-sm text-leaf-800">
          {GIFT_MESSAGES.codeSent}
        </p>
      )}
      {sms.isError && <SheetAlert>{sms.error.message}</SheetAlert>}
      <TextField
        label="Code from the text message"
        name="sms-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        maxLength={6}
        value={smsCode}
        onChange={(event) => setSmsCode(otpFromPaste(event.target.value))}
        disabled={claim.isPending}
      />
      <Button
        type="submit"
        variant="confirm"
        size="lg"
        className="w-full sm:w-auto"
        disabled={!isValidOtp(smsCode) || claim.isPending}
      >
        {claim.isPending ? 'Claiming…' : 'Claim Gift'}
      </Button>
      {claim.isError && <SheetAlert>{claim.error.message}</SheetAlert>}
    </form>
  );
}
