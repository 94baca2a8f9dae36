import '../mantine-styles-app.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { ForgotPasswordScreen } from '../../features/auth/components/forgot-password-screen.tsx';
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen.tsx';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  return <ForgotPasswordScreen onBack={() => navigate('/auth/login')} />;
}

/** The page of a password mail's link: the token is read from the address, never shown. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <ResetPasswordScreen
      token={searchParams.get('token')}
      onSignIn={() => navigate('/auth/login', { replace: true })}
      onAskAgain={() => navigate('/auth/forgot-password')}
    />
  );
}
