import { AuthLayout } from '../../app/layouts/auth-layout';

export function ResetPasswordPage() {
  return <AuthLayout title="Reset Password" />;
}
