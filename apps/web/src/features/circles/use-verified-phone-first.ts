import { useLocation } from 'wouter';
import { useSession, verifyPhonePathFor } from '../auth';

/**
 * Creating, joining and paying move money, which needs a verified phone (docs/decisions/0027):
 * runs the action, or sends the member to verify and back to this page first.
 */
export function useVerifiedPhoneFirst() {
  const { user } = useSession();
  const [location, navigate] = useLocation();
  const verified = user?.phone_verified === true;
  return {
    verified,
    verifyPath: verifyPhonePathFor(`${location}${window.location.search}`),
    run: (action: () => void) => {
      if (verified) action();
      else navigate(verifyPhonePathFor(`${location}${window.location.search}`));
    },
  };
}
