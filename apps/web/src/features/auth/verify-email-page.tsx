import { VerifyCodeScreen } from './verify-code-screen';

export function VerifyEmailPage() {
  return <VerifyCodeScreen title="Verify Your Email" />;
}
