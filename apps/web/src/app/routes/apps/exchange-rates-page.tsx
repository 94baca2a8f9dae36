import { ExchangeRatesScreen } from '../../../features/settings/components/exchange-rates/exchange-rates-screen.tsx';

export function ExchangeRatesPage() {
  return <ExchangeRatesScreen />;
}
