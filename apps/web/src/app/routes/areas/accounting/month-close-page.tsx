import { MonthCloseScreen } from '../../../../features/work-folders/components/month-close-screen.tsx';

export function MonthClosePage() {
  return <MonthCloseScreen />;
}
