import '../mantine-styles-app.ts';
import { ShellLayout } from '../../features/shell/components/shell-layout.tsx';
import { addResources } from '../../lib/i18n.ts';
import { shellResources } from '../i18n-shell-resources.ts';

// The shell's and the areas' words arrive with this chunk, before anything in the shell renders.
addResources(shellResources);

export function ShellPage() {
  return <ShellLayout />;
}
