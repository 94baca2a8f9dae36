// The web app in headless Chromium, as a user on a slow mobile network would get it: bytes on the wire
// (what the browser received, brotli where it asked for it) of the login page, of each screen's first
// visit and of a repeat visit, and how long the invoice and entry editors take to open, unthrottled and
// on a 3G profile. Figures, not assertions; the budgets are printed beside them.
// A screen's first visit is counted as a user makes it: through the login page (the app sends anyone
// without a session there), whose files are then in the browser's cache. The same screen opened by its
// address with a session but emptied caches (login page's files included) is printed beside it.
// BENCH_WEB_DEBUG=1 prints every response counted; BENCH_EDITORS=0 leaves the editors out;
// BENCH_SCREENS=/a,/b measures only those screens.
import { existsSync } from 'node:fs';
import { fetchWithin } from './bounded.mjs';

const KB = 1024;
export const WEB_BUDGETS = { loginAssetsBytes: 120 * KB, firstVisitBytes: 250 * KB, repeatVisitAssetsBytes: 10 * KB };
/** Chromium's throttle for "3G": 400 ms round trip, 400 kbit/s down, 400 kbit/s up. */
export const THROTTLE_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ALL_SCREENS = [
  '/apps/workfolder/list',
  '/workfolder',
  '/apps/accounting/chart-of-accounts',
  '/apps/company/customer',
  '/accounting/entries',
  '/accounting/entries/new',
  '/sale/invoices',
  '/sale/invoices/new',
  '/purchase/bills',
  '/accounting/journal',
  '/accounting/trial-balance',
  '/accounting/balance-sheet',
  '/apps/settings',
  '/apps/home',
  '/apps/company/customer/new',
  '/apps/audit',
  '/apps/subdiaries',
  '/accounting/income-statement',
  '/accounting/general-ledger',
  '/accounting/bank-statements',
  '/accounting/bank-reconciliation',
  '/accounting/vat',
  '/sale/receipts',
  '/sale/aged-receivables',
  '/user/users',
  '/search/all',
];
const SCREENS = process.env.BENCH_SCREENS ? process.env.BENCH_SCREENS.split(',') : ALL_SCREENS;
const EDITORS = process.env.BENCH_EDITORS === '0' ? [] : ['/sale/invoices/new', '/accounting/entries/new'];

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(0)} ms`;

/** Counts what reaches the page over the network (not from the HTTP cache or the service worker). */
async function recordTraffic(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const totals = { assets: 0, all: 0 };
  // By request id: a redirect sends requestWillBeSent again for the same request, which a counter took
  // for a second request that never ended (the wait for a quiet network then never ended either).
  const pending = new Map();
  let lastActivity = performance.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    pending.set(requestId, request.url);
    lastActivity = performance.now();
  });
  const settled = ({ requestId }) => {
    pending.delete(requestId);
    lastActivity = performance.now();
  };
  cdp.on('Network.loadingFailed', settled);
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const cached = response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache;
    requests.set(requestId, { asset: type === 'Script' || type === 'Stylesheet', cached, url: response.url });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    settled({ requestId });
    const request = requests.get(requestId);
    if (!request || request.cached) return;
    totals.all += encodedDataLength;
    if (request.asset) totals.assets += encodedDataLength;
    if (process.env.BENCH_WEB_DEBUG) console.log(`  ${encodedDataLength} ${request.url}`);
  });
  return {
    cdp,
    totals,
    reset() {
      if (process.env.BENCH_WEB_DEBUG) console.log('  (counting from here)');
      totals.assets = 0;
      totals.all = 0;
    },
    /**
     * Waits for 1.5 s without a request. Playwright's networkidle (500 ms) comes too early on a busy
     * machine: parsing the entry chunk can take longer than that before the route's chunks are asked for.
     * Gives up after `timeoutMs`, naming the requests still pending.
     */
    async quiet(timeoutMs = 60_000) {
      const deadline = performance.now() + timeoutMs;
      while (pending.size > 0 || performance.now() - lastActivity < 1500) {
        if (performance.now() > deadline) {
          const urls = [...pending.values()].join(', ') || 'none (requests kept starting)';
          throw new Error(`gave up after ${timeoutMs / 1000} s waiting for a quiet network; pending: ${urls}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** Opens `path` and waits until the app has rendered it and the network is quiet. */
async function visit(page, traffic, path) {
  await page.goto(path);
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  await traffic.quiet();
}

async function session(base) {
  const headers = {
    'content-type': 'application/json',
    'x-api-key': 'bilan-web',
    cookie: 'XSRF-TOKEN=bench',
    'x-xsrf-token': 'bench',
  };
  const password = Buffer.from('Bench#2026', 'utf8').toString('base64');
  const email = `bench-web-${Date.now().toString(36)}@example.cm`;
  const signup = await fetchWithin(`${base}/v1/companies`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `Bench Web ${Date.now().toString(36)}`,
      countryCode: 'CM',
      typeCode: 'SARL',
      domainAreaCode: 'G',
      taxSystemCode: 'REEL',
      ownerFirstName: 'Bench',
      ownerLastName: 'Web',
      ownerEmail: email,
      ownerEncodedPassword: password,
      confirmEncodedPassword: password,
    }),
  });
  if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const companyId = (await signup.json()).id;
  const login = await fetchWithin(`${base}/v1/auth/login/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, encodedPassword: password, companyId: null, platform: 'WEB' }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  // Signup opens the current year's work folder.
  const folders = await fetchWithin(`${base}/v1/accountings/workFolders/companies/${companyId}`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  if (!folders.ok) throw new Error(`work folders: ${folders.status} ${await folders.text()}`);
  const [folder] = await folders.json();
  return { token, companyId, workFolderId: folder.id };
}

/** A browser context already logged in (the token and ids the login page would store). */
async function loggedInContext(browser, base, { token, companyId, workFolderId }, serviceWorkers = 'allow') {
  const context = await browser.newContext({ baseURL: base, locale: 'en-US', serviceWorkers });
  await context.addInitScript(
    ([token, companyId, workFolderId]) => {
      if (localStorage.getItem('access_token')) return;
      localStorage.setItem('access_token', token);
      localStorage.setItem('company', companyId);
      localStorage.setItem('workFolder', workFolderId);
    },
    [token, companyId, workFolderId],
  );
  return context;
}

const editorReady = (page) =>
  page
    .getByRole('textbox', { name: /^Account/ })
    .or(page.getByRole('combobox', { name: /^Account/ }))
    .first()
    .waitFor({ timeout: 60_000 });

/** `base`: a running app that serves the built web app (apps/web/dist). */
export async function benchWeb(base) {
  if (!existsSync(CHROMIUM)) {
    console.log(`web in Chromium: skipped, ${CHROMIUM} is missing (apt-get install -y chromium)`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const ids = await session(base);

    const loginContext = await browser.newContext({ baseURL: base, locale: 'en-US', serviceWorkers: 'block' });
    const loginPage = await loginContext.newPage();
    const loginTraffic = await recordTraffic(loginPage);
    await visit(loginPage, loginTraffic, '/auth/login');
    console.log(
      `login page, first visit: ${kb(loginTraffic.totals.assets)} JS+CSS (budget ${kb(WEB_BUDGETS.loginAssetsBytes)}), ${kb(loginTraffic.totals.all)} in all`,
    );
    await loginContext.close();

    for (const path of SCREENS) {
      // First visit without the service worker: once it takes over, what it fetches is out of the
      // page's sight. It would fetch the same files from the HTTP cache, so nothing is missed.
      const firstContext = await loggedInContext(browser, base, ids, 'block');
      const firstPage = await firstContext.newPage();
      const first = await recordTraffic(firstPage);
      await visit(firstPage, first, path);
      const landed = new URL(firstPage.url()).pathname;
      await firstContext.close();

      // The same screen as a user reaches it the first time: the login page's files already in the
      // browser's cache, everything else (the app, the shell, the screen, its data) still to come.
      const afterLoginContext = await loggedInContext(browser, base, ids, 'block');
      const afterLoginPage = await afterLoginContext.newPage();
      const afterLogin = await recordTraffic(afterLoginPage);
      await visit(afterLoginPage, afterLogin, '/auth/login');
      afterLogin.reset();
      await visit(afterLoginPage, afterLogin, path);
      await afterLoginContext.close();

      const context = await loggedInContext(browser, base, ids, 'allow');
      const page = await context.newPage();
      const traffic = await recordTraffic(page);
      await visit(page, traffic, path);
      await page.evaluate(() => navigator.serviceWorker?.ready);
      traffic.reset();
      await visit(page, traffic, path);
      console.log(
        `${path}${landed === path ? '' : ` (landed on ${landed})`}: first visit ${kb(afterLogin.totals.all)} after the login page (budget ${kb(WEB_BUDGETS.firstVisitBytes)}; ${kb(afterLogin.totals.assets)} JS+CSS), ${kb(first.totals.all)} with empty caches (${kb(first.totals.assets)} JS+CSS), repeat visit ${kb(traffic.totals.assets)} JS+CSS (budget ${kb(WEB_BUDGETS.repeatVisitAssetsBytes)}), ${kb(traffic.totals.all)} in all`,
      );
      await context.close();
    }

    for (const path of EDITORS) {
      const figures = [];
      for (const throttle of [null, THROTTLE_3G]) {
        const context = await loggedInContext(browser, base, ids);
        const page = await context.newPage();
        const traffic = await recordTraffic(page);
        const cold = await openEditor(page, traffic, path, throttle, true);
        // Warm: the service worker holds the files, local storage the chart (lib/query-persistence.ts).
        await traffic.quiet();
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.waitForFunction(() => localStorage.getItem('bilan:queries') !== null, undefined, {
          timeout: 10_000,
        });
        const warm = await openEditor(page, traffic, path, throttle, false);
        figures.push(
          `${throttle ? '3G' : 'unthrottled'}: warm ${ms(warm.elapsed)} (${kb(warm.bytes)}), cold ${ms(cold.elapsed)} (${kb(cold.bytes)})`,
        );
        await context.close();
      }
      console.log(`${path} interactive after navigation (target warm < 1000 ms): ${figures.join('; ')}`);
    }
  } finally {
    await browser.close();
  }
}

/** Opens the editor and times it to its first account field; `cold` empties every cache first. */
async function openEditor(page, traffic, path, throttle, cold) {
  await page.goto('/auth/login');
  await traffic.quiet();
  if (cold) {
    await traffic.cdp.send('Network.clearBrowserCache');
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
      localStorage.removeItem('bilan:queries');
    });
  }
  await traffic.cdp.send(
    'Network.emulateNetworkConditions',
    throttle ?? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  );
  traffic.reset();
  const started = performance.now();
  await page.goto(path);
  await editorReady(page);
  const elapsed = performance.now() - started;
  await traffic.cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return { elapsed, bytes: traffic.totals.all };
}
