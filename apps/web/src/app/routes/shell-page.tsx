import '../mantine-styles-app.ts';
import { ShellLayout } from '../../features/shell/components/shell-layout.tsx';

export function ShellPage() {
  return <ShellLayout />;
}
