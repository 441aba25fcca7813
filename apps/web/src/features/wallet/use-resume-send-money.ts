import { useEffect, useEffectEvent } from 'react';
import { useLocation, useSearch } from 'wouter';

/** `/wallet?send=money`: where phone verification comes back to when Send sent the user. */
export const SEND_PARAM = 'send';
export const SEND_MONEY = 'money';

/**
 * Opens Send Money when phone verification brings the user back (`?send=money`) verified, so the
 * send they started carries on; the parameter then leaves the address, verified or not (a skipped
 * verification just comes back to the wallet, and a reload must not open the dialog again).
 */
export function useResumeSendMoney(phoneVerified: boolean, open: () => void): void {
  const [location, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get(SEND_PARAM) === SEND_MONEY;
  const resume = useEffectEvent(() => open());

  useEffect(() => {
    if (!asked) return;
    navigate(location, { replace: true });
    if (phoneVerified) resume();
  }, [asked, phoneVerified, location, navigate]);
}
