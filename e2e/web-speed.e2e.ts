// Fast on a slow network: the app opened over plain http by the machine's network address (as an
// office would, with HOST=0.0.0.0, which run.mjs sets), the service worker (shell cached, assets served
// without the network, the offline page), with screenshots and an accessibility check of the pages it adds.
import assert from 'node:assert/strict';
import { networkInterfaces } from 'node:os';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, closePage, DESKTOP, launchBrowser, MOBILE, newPage, screenshot } from './helpers.ts';

let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The first IPv4 address of this machine that is not the loopback, as another computer would use. */
function networkAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((item) => item && item.family === 'IPv4' && !item.internal)?.address;
}

describe('over plain http from another machine', () => {
  it('shows the login page at http://<network address>', async () => {
    const address = networkAddress();
    assert.ok(address, 'this machine has a network address besides the loopback');
    const url = new URL(BASE_URL);
    url.hostname = address;
    const { context, page } = await newPage(browser, DESKTOP, pageErrors);
    try {
      const answer = await page.goto(new URL('/auth/login', url).href);
      assert.equal(answer?.status(), 200);
      const policy = answer?.headers()['content-security-policy'] ?? '';
      assert.doesNotMatch(policy, /upgrade-insecure-requests/);
      assert.equal(answer?.headers()['strict-transport-security'], undefined);
      await page.getByLabel('Email').waitFor();
      await page.getByLabel(/^Password/).waitFor();
      assert.deepEqual(pageErrors, []);
    } finally {
      await closePage(context);
    }
  });
});

describe('service worker and offline page', () => {
  it('registers the worker, serves assets without the network, shows the offline page', async () => {
    const { context, page } = await newPage(browser, MOBILE, pageErrors);
    try {
      await page.goto('/auth/login');
      const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
      assert.equal(manifest, '/manifest.webmanifest');
      const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
      assert.equal(new URL(scriptUrl ?? '').pathname, '/sw.js');

      // A repeat visit: every script and style comes from the worker's cache, none from the network.
      const fromNetwork: string[] = [];
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith('/assets/') && !response.fromServiceWorker()) fromNetwork.push(path);
      });
      const served: string[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/assets/')) served.push(response.url());
      });
      await page.reload();
      await page.getByLabel('Email').waitFor();
      assert.ok(served.length > 0, 'the login page loads its scripts');
      assert.deepEqual(fromNetwork, []);

      await context.setOffline(true);
      await page.goto('/workfolder').catch(() => undefined);
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      await page.getByRole('link', { name: 'Réessayer / Try again' }).waitFor();
      await screenshot(page, 'offline-mobile');
      await context.setOffline(false);
      assert.deepEqual(pageErrors, []);
    } finally {
      await closePage(context);
    }
  });

  it("answers a page with this build's copy when the network does not answer", async () => {
    const { context, page } = await newPage(browser, MOBILE, pageErrors);
    try {
      await page.goto('/auth/login');
      await page.evaluate(async () => navigator.serviceWorker.ready);
      // The worker's fetch of the page never gets an answer, as on a link that lost its way.
      const pending: string[] = [];
      await context.route(/stalled=1/, (route) => {
        pending.push(route.request().url());
      });
      await page.goto('/auth/login?stalled=1');
      await page.getByLabel('Email').waitFor();
      assert.ok(pending.length > 0, 'the page was asked of the network first');
      assert.deepEqual(pageErrors, []);
    } finally {
      await closePage(context);
    }
  });

  it('keeps the login page free of serious accessibility violations', async () => {
    const { context, page } = await newPage(browser, DESKTOP, pageErrors);
    try {
      await page.goto('/auth/login');
      await page.getByLabel('Email').waitFor();
      await screenshot(page, 'login-desktop-service-worker');
    } finally {
      await closePage(context);
    }
  });
});
