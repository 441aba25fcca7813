import { AuthLayout } from '../../app/layouts/auth-layout';

export function ForgotPasswordPage() {
  return <AuthLayout title="Forgot Password" />;
}
