import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { renderScreen } from '../../../test/render.tsx';
import { DocumentStateBadge, SettlementBadge } from './status-badges.tsx';

afterEach(async () => {
  await switchLanguage('en');
});

describe('state badges in French agree with the document', () => {
  it('badges an invoice "Validée" and a credit note ("avoir", masculine) "Validé"', async () => {
    await switchLanguage('fr');
    renderScreen(
      <>
        <div data-testid="invoice">
          <DocumentStateBadge state="VALIDATED" type="SALE_INVOICE" />
          <SettlementBadge settlement="PAID" type="SALE_INVOICE" />
        </div>
        <div data-testid="credit-note">
          <DocumentStateBadge state="VALIDATED" type="SALE_CREDIT_NOTE" />
          <SettlementBadge settlement="PAID" type="SALE_CREDIT_NOTE" />
        </div>
      </>,
      '/',
    );
    expect((await screen.findByTestId('invoice')).textContent).toBe('ValidéePayée');
    expect(screen.getByTestId('credit-note').textContent).toBe('ValidéSoldé');
  });

  it('says the same in English for both', async () => {
    renderScreen(<DocumentStateBadge state="VALIDATED" type="PURCHASE_CREDIT_NOTE" />, '/');
    expect(await screen.findByText('Validated')).toBeInTheDocument();
  });
});
