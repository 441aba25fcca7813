import { AuthLayout } from '../../app/layouts/auth-layout';

export function VerifyOtpPage() {
  return <AuthLayout title="Enter Verification Code" />;
}
