import '../mantine-styles-app.ts';
import { ForcedPasswordChangeScreen } from '../../features/auth/components/forced-password-change-screen.tsx';

export function ChangePasswordPage() {
  return <ForcedPasswordChangeScreen />;
}
