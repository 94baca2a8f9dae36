// Import rules checked by `npm run lint` (dependency-cruiser). README.md, Layout, describes them.
//
// API: the modules under apps/api/src/modules form one declared order. A module imports only modules
// before it in API_MODULE_ORDER (its own layer's earlier ones included), never one after it, so no two
// modules can import each other. The layers group the order for the reader.
//
// The `*.table.ts` files are the schema, one layer under every module: db/schema.ts gathers them for
// Drizzle, foreign keys join them, and any module may read any table. A table file imports only other
// table files (rule api-tables-are-schema).
const API_LAYERS = [
  ['referentials', 'mail', 'auth', 'companies', 'audit', 'users', 'settings', 'currencies'], // platform (with db/, http/, lib/); currencies: rates
  ['accounts', 'work-folders'], // chart of accounts and work folders
  ['ledger'], // the one write path of journal lines
  ['parties', 'matching', 'documents', 'payments'], // what posts into the ledger, and its matching
  ['reports', 'vat-returns', 'closing', 'search', 'notifications', 'bank-statements', 'fixed-assets', 'document-mails'], // what reads it, and the register
  ['attachments', 'e-invoices'], // files on documents and payments; e-invoices in (drafts with their file) and out
  ['year-end'], // the year-end entries, which read balances and match items before posting
  ['month-close'], // the month-close and year-end checklists, which read every module and write nothing
];
const API_MODULE_ORDER = API_LAYERS.flat();
// A module missing from the order would escape every rule: the lint stops instead.
const undeclared = require('node:fs')
  .readdirSync(require('node:path').join(__dirname, 'apps/api/src/modules'))
  .filter((name) => !API_MODULE_ORDER.includes(name));
if (undeclared.length > 0) {
  throw new Error(`API modules missing from API_LAYERS in .dependency-cruiser.cjs: ${undeclared.join(', ')}`);
}
const MODULES = '^apps/api/src/modules';
// Tests may set up their data through any module: the rules hold for the code that ships.
const TESTS = '(\\.test\\.tsx?|-test-setup\\.ts|-fixtures?\\.ts)$';
const TABLES = '\\.table\\.ts$';

const apiOrderRules = API_MODULE_ORDER.map((module, index) => {
  const later = API_MODULE_ORDER.slice(index + 1);
  return {
    name: `api-order-${module}`,
    comment: `${module} may import only modules declared before it: ${API_MODULE_ORDER.slice(0, index).join(', ') || 'none'}.`,
    severity: 'error',
    from: { path: `${MODULES}/${module}/`, pathNot: TESTS },
    to: { path: later.length > 0 ? `${MODULES}/(${later.join('|')})/` : '^$', pathNot: TABLES },
  };
}).filter((rule) => rule.to.path !== '^$');

// Web: a feature imports lib, components and the contract. Of another feature it imports only the
// public part: its `api/` folder (one file per endpoint: fetcher, query key and hook, so features
// reading the same data share one cache entry) and its `public.ts`, which names the components and
// hooks it offers. Everything else of a feature is its own.
const WEB_FEATURES = '^apps/web/src/features/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file imports itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-platform-below-modules',
      comment: 'db/, http/ and lib/ sit below every module: they import none.',
      severity: 'error',
      from: { path: '^apps/api/src/(db|http|lib)/', pathNot: TESTS },
      to: { path: `${MODULES}/`, pathNot: TABLES },
    },
    {
      name: 'api-tables-are-schema',
      comment:
        'A table file imports only other table files, the helpers of keys by company (db/company-keys.ts) and packages: the schema holds no logic.',
      severity: 'error',
      from: { path: TABLES },
      to: { path: '^apps/api/src/', pathNot: [TABLES, '^apps/api/src/db/company-keys\\.ts$'] },
    },
    ...apiOrderRules,
    {
      name: 'web-feature-isolation',
      comment: "A web feature does not import another feature's files.",
      severity: 'error',
      from: { path: WEB_FEATURES, pathNot: TESTS },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/(api/|public\\.ts$)'],
      },
    },
    {
      name: 'web-shared-below-features',
      comment: 'lib/ and components/ are shared by the features: they import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/', pathNot: TESTS },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
