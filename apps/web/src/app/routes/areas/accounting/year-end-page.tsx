import { YearEndScreen } from '../../../../features/year-end/components/year-end-screen.tsx';

/** /accounting/year-end: accruals, stock count, doubtful receivables, provisions and income tax. */
export function YearEndPage() {
  return <YearEndScreen />;
}
