import { VerifyCodeScreen } from './verify-code-screen';

/** The spec's second version of the verification screen; docs/architecture.md §3 makes them one screen. */
export function VerifyOtpPage() {
  return <VerifyCodeScreen title="Enter Verification Code" />;
}
