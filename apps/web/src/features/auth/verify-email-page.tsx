import { AuthLayout } from '../../app/layouts/auth-layout';

export function VerifyEmailPage() {
  return <AuthLayout title="Verify Your Email" />;
}
