import type { YearEndChecklist } from '@bilan/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render.tsx';
import { COMPANY, COMPANY_ID, WORK_FOLDER_ID, WORK_FOLDERS } from '../../journal-entries/entry-fixtures.ts';
import { YearEndChecklistPanel } from './year-end-checklist.tsx';

const CHECKLIST: YearEndChecklist = {
  from: '2026-01-01',
  to: '2026-12-31',
  status: 'OPEN',
  steps: [
    { step: 'DEPRECIATION', state: 'DONE', entries: 2 },
    { step: 'ACCRUALS', state: 'TO_REVIEW', entries: 0 },
    { step: 'VAT', state: 'TO_DO', entries: 0 },
    { step: 'CLOSING', state: 'TO_DO', entries: 0 },
    { step: 'APPROPRIATION', state: 'NOT_YET', entries: 0 },
  ],
  nextStep: 'ACCRUALS',
};

describe('year-end steps panel', () => {
  it('lists the steps in order with their state, what is next, and where each is done', async () => {
    window.localStorage.setItem('company', COMPANY_ID);
    stubFetch({
      [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
      [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
      [`GET /v1/accountings/workFolders/${WORK_FOLDER_ID}/year-end`]: () => jsonResponse(CHECKLIST),
    });
    renderScreen(<YearEndChecklistPanel workFolderId={WORK_FOLDER_ID} />, '/workfolder');
    const panel = await screen.findByRole('region', { name: 'Year-end steps' });
    expect(panel).toHaveTextContent('Next: Accruals');
    expect(panel.querySelector('[data-step="DEPRECIATION"]')).toHaveTextContent('1. Depreciationdone2 entries');
    expect(panel.querySelector('[data-step="APPROPRIATION"]')).toHaveTextContent('after the closing');
    expect(screen.getByRole('link', { name: '3. VAT of the last period' })).toHaveAttribute(
      'href',
      '/accounting/vat?period=2026-12',
    );
    expect(screen.getByRole('link', { name: '2. Accruals' })).toHaveAttribute(
      'href',
      '/accounting/year-end?step=ACCRUALS',
    );
  });
});
