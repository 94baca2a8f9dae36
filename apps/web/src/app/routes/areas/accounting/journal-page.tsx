import { JournalReportScreen } from '../../../../features/journal/components/journal-report-screen.tsx';

export function JournalPage() {
  return <JournalReportScreen />;
}
