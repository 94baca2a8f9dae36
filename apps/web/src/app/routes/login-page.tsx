import { useNavigate, useSearchParams } from 'react-router';
import { LoginScreen } from '../../features/auth/components/login-screen.tsx';
import { safeReturnUrl } from '../../lib/session.ts';

/** The login page as a route of the app: after a logout, an expired session, or in component tests. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <LoginScreen
      onLoggedIn={() => navigate(safeReturnUrl(searchParams.get('returnUrl')), { replace: true })}
      onSubscribe={() => navigate('/apps/signup')}
      onForgotPassword={() => navigate('/auth/forgot-password')}
    />
  );
}
