import '../mantine-styles-app.ts';
import { SignupScreen } from '../../features/signup/components/signup-screen.tsx';

export function SignupPage() {
  return <SignupScreen />;
}
