import { AuthLayout } from '../../app/layouts/auth-layout';

export function SignUpPage() {
  return <AuthLayout title="Create Account" />;
}
