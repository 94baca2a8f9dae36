import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { setUnauthorizedHandler } from '../lib/api.ts';
import { withWords } from '../lib/i18n.ts';
import type { ShellRouteHandle } from '../lib/route-handle.ts';
import { loginPath } from '../lib/session.ts';
import { LoginPage } from './routes/login-page.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { customerRoutes, purchaseRoutes, saleRoutes, supplierRoutes } from './sales-routes.tsx';
import { userRoutes } from './user-routes.tsx';

const crumb = (name: ShellRouteHandle['crumb']): ShellRouteHandle => ({ crumb: name });

// Modules behind more than one route, each with its screens' words.
// The parties' words load with the first party typed in a sub-account cell (sub-account-cell.tsx).
const entryPages = () => withWords(import('./routes/areas/accounting/entry-page.tsx'), ['journalEntries']);
const fixedAssetsPages = () =>
  withWords(import('./routes/areas/accounting/fixed-assets-page.tsx'), ['fixedAssets', 'invoices', 'payments']);

/**
 * The routes of docs/seed-spec.md §2. Every screen is a lazy chunk but the login page, which is part of the entry:
 * a handful of files instead of thirty small ones (docs/decisions/0007-slow-networks.md). /apps/signup and /auth
 * are public; everything else sits in the guarded shell.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <Navigate to="/apps" replace /> },
      {
        path: 'auth',
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: 'login', Component: LoginPage },
          {
            path: 'forgot-password',
            lazy: () => import('./routes/password-reset-pages.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: 'reset-password',
            lazy: () => import('./routes/password-reset-pages.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
          },
          {
            path: 'change-password',
            lazy: () => import('./routes/change-password-page.tsx').then((m) => ({ Component: m.ChangePasswordPage })),
          },
        ],
      },
      {
        path: 'apps/signup',
        lazy: () => import('./routes/signup-page.tsx').then((m) => ({ Component: m.SignupPage })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The shell's words, in the reader's language, arrive with it: each screen's come with its route.
            lazy: () =>
              withWords(import('./routes/shell-page.tsx'), ['shell', 'search']).then((m) => ({
                Component: m.ShellPage,
              })),
            children: [
              {
                path: 'apps',
                children: [
                  { index: true, element: <Navigate to="workfolder/list" replace /> },
                  {
                    path: 'home',
                    handle: crumb('home'),
                    lazy: () => import('./routes/apps/home-page.tsx').then((m) => ({ Component: m.HomePage })),
                  },
                  {
                    path: 'workfolder',
                    children: [
                      { index: true, element: <Navigate to="list" replace /> },
                      {
                        path: 'list',
                        handle: crumb('workFolderList'),
                        lazy: () =>
                          withWords(import('./routes/apps/work-folder-list-page.tsx'), ['workFolders']).then((m) => ({
                            Component: m.WorkFolderListPage,
                          })),
                      },
                    ],
                  },
                  {
                    path: 'accounting',
                    handle: crumb('accounting'),
                    children: [
                      { index: true, element: <Navigate to="chart-of-accounts" replace /> },
                      {
                        path: 'chart-of-accounts',
                        handle: crumb('chartOfAccounts'),
                        lazy: () =>
                          withWords(import('./routes/apps/chart-of-accounts-page.tsx'), ['chartOfAccounts']).then(
                            (m) => ({
                              Component: m.ChartOfAccountsPage,
                            }),
                          ),
                      },
                    ],
                  },
                  {
                    path: 'company',
                    handle: crumb('company'),
                    children: [
                      { index: true, element: <Navigate to="customer" replace /> },
                      { path: 'customer', handle: crumb('customers'), children: customerRoutes },
                      { path: 'supplier', handle: crumb('suppliers'), children: supplierRoutes },
                    ],
                  },
                  {
                    path: 'subdiaries',
                    handle: crumb('subsidiaries'),
                    lazy: () =>
                      withWords(import('./routes/apps/subsidiaries-page.tsx'), ['subsidiaries']).then((m) => ({
                        Component: m.SubsidiariesPage,
                      })),
                  },
                  {
                    path: 'settings',
                    handle: crumb('settings'),
                    children: [
                      {
                        index: true,
                        lazy: () =>
                          withWords(import('./routes/apps/settings-page.tsx'), [
                            'settings',
                            'parties',
                            'fixedAssets',
                          ]).then((m) => ({
                            Component: m.SettingsPage,
                          })),
                      },
                      {
                        path: 'exchange-rates',
                        handle: crumb('exchangeRates'),
                        lazy: () =>
                          withWords(import('./routes/apps/exchange-rates-page.tsx'), ['settings']).then((m) => ({
                            Component: m.ExchangeRatesPage,
                          })),
                      },
                    ],
                  },
                  {
                    // The audit trail (owners and admins); /user/audit belongs to the user area.
                    path: 'audit',
                    handle: crumb('audit'),
                    lazy: () =>
                      withWords(import('./routes/apps/audit-page.tsx'), ['audit']).then((m) => ({
                        Component: m.AuditPage,
                      })),
                  },
                  {
                    path: '*',
                    handle: crumb('notFound'),
                    lazy: () => import('./routes/apps/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
                  },
                ],
              },
              {
                path: 'accounting',
                handle: crumb('accounting'),
                children: [
                  {
                    index: true,
                    lazy: () =>
                      withWords(import('./routes/areas/accounting-area.tsx'), ['accounting']).then((m) => ({
                        Component: m.AccountingArea,
                      })),
                  },
                  {
                    path: 'entries',
                    handle: crumb('journalEntries'),
                    children: [
                      {
                        index: true,
                        lazy: () =>
                          withWords(import('./routes/areas/accounting/entries-page.tsx'), ['journalEntries']).then(
                            (m) => ({
                              Component: m.EntriesPage,
                            }),
                          ),
                      },
                      {
                        path: 'new',
                        handle: crumb('newJournalEntry'),
                        lazy: () => entryPages().then((m) => ({ Component: m.EntryPage })),
                      },
                      {
                        path: ':documentId',
                        handle: crumb('journalEntry'),
                        lazy: () => entryPages().then((m) => ({ Component: m.EntryPage })),
                      },
                    ],
                  },
                  {
                    path: 'journal',
                    handle: crumb('journal'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/journal-page.tsx'), ['journal', 'reports']).then(
                        (m) => ({ Component: m.JournalPage }),
                      ),
                  },
                  {
                    path: 'trial-balance',
                    handle: crumb('trialBalance'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/trial-balance-page.tsx'), ['reports']).then((m) => ({
                        Component: m.TrialBalancePage,
                      })),
                  },
                  {
                    path: 'balance-sheet',
                    handle: crumb('balanceSheet'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/balance-sheet-page.tsx'), ['reports']).then((m) => ({
                        Component: m.BalanceSheetPage,
                      })),
                  },
                  {
                    path: 'income-statement',
                    handle: crumb('incomeStatement'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/income-statement-page.tsx'), ['reports']).then(
                        (m) => ({
                          Component: m.IncomeStatementPage,
                        }),
                      ),
                  },
                  {
                    path: 'general-ledger',
                    handle: crumb('generalLedger'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/general-ledger-page.tsx'), ['reports']).then((m) => ({
                        Component: m.GeneralLedgerPage,
                      })),
                  },
                  {
                    path: 'bank-statements',
                    handle: crumb('bankStatements'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/bank-statements-page.tsx'), ['bankStatements']).then(
                        (m) => ({
                          Component: m.BankStatementsPage,
                        }),
                      ),
                  },
                  {
                    path: 'bank-statements/:statementId',
                    handle: crumb('bankStatement'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/bank-statement-page.tsx'), [
                        'bankStatements',
                        'reports',
                      ]).then((m) => ({ Component: m.BankStatementPage })),
                  },
                  {
                    path: 'fixed-assets',
                    handle: crumb('fixedAssets'),
                    lazy: () => fixedAssetsPages().then((m) => ({ Component: m.FixedAssetsPage })),
                  },
                  {
                    path: 'fixed-assets/:assetId',
                    handle: crumb('fixedAsset'),
                    lazy: () => fixedAssetsPages().then((m) => ({ Component: m.FixedAssetPage })),
                  },
                  {
                    path: 'bank-reconciliation',
                    handle: crumb('bankReconciliation'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/bank-reconciliation-page.tsx'), [
                        'bankStatements',
                        'reports',
                      ]).then((m) => ({ Component: m.BankReconciliationPage })),
                  },
                  {
                    path: 'year-end',
                    handle: crumb('yearEnd'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/year-end-page.tsx'), [
                        'yearEnd',
                        'workFolders',
                        'parties',
                        'invoices',
                        'payments',
                      ]).then((m) => ({ Component: m.YearEndPage })),
                  },
                  {
                    path: 'annual-package',
                    handle: crumb('annualPackage'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/annual-package-page.tsx'), ['reports']).then((m) => ({
                        Component: m.AnnualPackagePage,
                      })),
                  },
                  {
                    path: 'cash-flow',
                    handle: crumb('cashFlow'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/cash-flow-page.tsx'), ['reports']).then((m) => ({
                        Component: m.CashFlowPage,
                      })),
                  },
                  {
                    path: 'notes',
                    handle: crumb('notes'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/notes-page.tsx'), ['reports']).then((m) => ({
                        Component: m.NotesPage,
                      })),
                  },
                  {
                    path: 'month-close',
                    handle: crumb('monthClose'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/month-close-page.tsx'), ['workFolders']).then(
                        (m) => ({ Component: m.MonthClosePage }),
                      ),
                  },
                  {
                    path: 'vat',
                    handle: crumb('vatReturn'),
                    lazy: () =>
                      withWords(import('./routes/areas/accounting/vat-return-page.tsx'), ['reports']).then((m) => ({
                        Component: m.VatReturnPage,
                      })),
                  },
                  {
                    path: '*',
                    handle: crumb('notFound'),
                    lazy: () => import('./routes/apps/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
                  },
                ],
              },
              { path: 'sale', handle: crumb('sale'), children: saleRoutes },
              { path: 'purchase', handle: crumb('purchase'), children: purchaseRoutes },
              {
                path: 'search/*',
                handle: crumb('search'),
                lazy: () =>
                  withWords(import('./routes/areas/search-area.tsx'), ['invoices', 'payments']).then((m) => ({
                    Component: m.SearchArea,
                  })),
              },
              { path: 'user', children: userRoutes },
              {
                path: 'workfolder/*',
                handle: crumb('workfolder'),
                lazy: () =>
                  withWords(import('./routes/areas/workfolder-area.tsx'), ['workFolders', 'reports']).then((m) => ({
                    Component: m.WorkfolderArea,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/fallback-page.tsx').then((m) => ({ Component: m.FallbackPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'navigate'>;

/** docs/seed-spec.md §4, §8: after a 401/403 the HTTP layer cleared the session; the user goes to login and back. */
export function redirectToLoginOnUnauthorized(router: AppRouter, queryClient: QueryClient): void {
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location;
    if (pathname.startsWith('/auth')) return;
    queryClient.clear();
    router.navigate(loginPath(`${pathname}${search}`), { replace: true }).catch(console.error);
  });
}
