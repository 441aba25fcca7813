import { AuthLayout } from '../../app/layouts/auth-layout';

export function SignInPage() {
  return <AuthLayout title="Sign In" />;
}
