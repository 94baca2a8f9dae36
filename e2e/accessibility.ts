// axe-core in the browser journeys. Every page opened by `newPage` is watched: each screen it shows
// (its route, its language and the dialogs open on it) is checked by axe once it has settled, before the
// journey's next action on the page; `closePage` checks the last one, prints the screens checked and
// fails on any critical or serious violation. `assertAccessible` checks the screen as it stands, on demand.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Locator, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** A screen has settled when its DOM has not changed for this long, no loader shows and no API call is on its way. */
const QUIET_MS = 300;
const SETTLE_TIMEOUT_MS = 10_000;
/** Runs of axe on a screen that kept changing under it before the watcher gives up on it. */
const ATTEMPTS = 4;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

interface AxeRun {
  screen: string;
  /** False when the DOM changed or the screen moved while axe ran: the result is of no screen. */
  stable: boolean;
  violations: Violation[];
}

/**
 * Runs in every document of a watched page (through the DevTools protocol, so the CSP does not apply):
 * counts the DOM's changes and names the screen: the route (ids as `:id`), the language and the
 * open dialogs. A new name is passed to the watcher through the `bilanScreenShown` binding.
 */
function screenProbe(): void {
  const probe = window as unknown as Record<string, unknown> & { bilanScreenShown?: (screen: string) => void };
  let changes = 0;
  let lastChange = performance.now();
  let lastScreen = '';
  const name = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    const labelledBy = element.getAttribute('aria-labelledby');
    const text = label ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? '';
    return text.trim().replace(/\d+/g, '#').slice(0, 60);
  };
  const screen = (): string => {
    if (!location.protocol.startsWith('http')) return '';
    const route = location.pathname
      .split('/')
      .map((segment) => (/^(\d+|[0-9a-f-]{16,})$/i.test(segment) ? ':id' : segment))
      .join('/');
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))
      .filter((dialog) => dialog.checkVisibility())
      .map(name)
      // A dialog's title may come a moment after the dialog: until then it is checked with the screen.
      .filter((dialogName) => dialogName !== '')
      .map((dialogName) => ` › dialog "${dialogName}"`);
    return `${route} (${document.documentElement.lang || '?'})${dialogs.join('')}`;
  };
  const report = () => {
    const current = screen();
    if (current === lastScreen || current === '') return;
    lastScreen = current;
    probe.bilanScreenShown?.(current);
  };
  new MutationObserver(() => {
    changes += 1;
    lastChange = performance.now();
    report();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener('popstate', report);
  probe.bilanProbe = {
    screen,
    changes: () => changes,
    quietFor: () => performance.now() - lastChange,
    loading: () =>
      document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]') !== null,
  };
}

interface Probe {
  screen(): string;
  changes(): number;
  quietFor(): number;
  loading(): boolean;
}

/** axe on the document as it stands, after its transitions: a fading dialog has text at part opacity. */
async function runAxe(page: Page): Promise<AxeRun> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE}\n;true`);
  return page.evaluate(async (runOnly) => {
    const probe = (window as unknown as { bilanProbe?: Probe }).bilanProbe;
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    const screen = probe?.screen() ?? location.pathname;
    const changes = probe?.changes() ?? 0;
    const axe = (window as unknown as { axe: { run: (options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const { violations } = await axe.run({ runOnly });
    const stable = probe === undefined || (probe.changes() === changes && probe.screen() === screen);
    return { screen, stable, violations: violations as Violation[] };
  }, WCAG_AA);
}

function blockingOf(violations: Violation[]): Violation[] {
  return violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious');
}

function describeViolation(violation: Violation, screen: string): string {
  const targets = violation.nodes
    .slice(0, 4)
    .map(
      (node) =>
        `${node.target.join(' ')} ${node.html.slice(0, 120)} [${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}]`,
    );
  return `${screen}: ${violation.impact} ${violation.id} (${violation.nodes.length}) ${violation.help} — ${targets.join(' | ')}`;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks with axe every screen a page shows, before the journey acts on it or leaves it; see the head of this file. */
class ScreenWatcher {
  private readonly shown: string[] = [];
  private readonly checked = new Set<string>();
  private readonly unsettled = new Set<string>();
  private readonly violations: string[] = [];
  private readonly apiCalls = new Set<unknown>();
  private exclusive: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly page: Page) {
    page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType())) this.apiCalls.add(request);
    });
    page.on('requestfinished', (request) => this.apiCalls.delete(request));
    page.on('requestfailed', (request) => this.apiCalls.delete(request));
    page.on('close', () => {
      this.closed = true;
    });
  }

  screenShown(screen: string): void {
    if (!this.shown.includes(screen)) this.shown.push(screen);
  }

  /** One axe run at a time on the page: axe refuses a second run while one is going. */
  one<T>(task: () => Promise<T>): Promise<T> {
    const run = this.exclusive.then(task, task);
    this.exclusive = run.catch(() => undefined);
    return run;
  }

  record(run: AxeRun): void {
    this.screenShown(run.screen);
    this.checked.add(run.screen);
    this.unsettled.delete(run.screen);
    for (const violation of blockingOf(run.violations)) this.violations.push(describeViolation(violation, run.screen));
  }

  /** Waits for the screen in view to settle; false when it did not within SETTLE_TIMEOUT_MS. */
  private async settle(): Promise<boolean> {
    for (let waited = 0; waited < SETTLE_TIMEOUT_MS && !this.closed; waited += 100) {
      const state = await this.page
        .evaluate(() => {
          const probe = (window as unknown as { bilanProbe?: Probe }).bilanProbe;
          return probe && { quietFor: probe.quietFor(), loading: probe.loading() };
        })
        .catch(() => undefined); // the page is between two documents
      if (state && state.quietFor >= QUIET_MS && !state.loading && this.apiCalls.size === 0) return true;
      await delay(100);
    }
    return false;
  }

  private async currentScreen(): Promise<string> {
    return this.page
      .evaluate(() => (window as unknown as { bilanProbe?: Probe }).bilanProbe?.screen() ?? '')
      .catch(() => ''); // the page is between two documents
  }

  /**
   * Checks the screen in view unless it was checked already. A run the page changed under (a navigation,
   * a late render) is run again on the screen then in view; one that never settles is reported.
   */
  catchUp(): Promise<void> {
    return this.one(async () => {
      for (let attempt = 0; attempt < ATTEMPTS && !this.closed; attempt += 1) {
        const screen = await this.currentScreen();
        if (screen === '' || this.checked.has(screen) || this.unsettled.has(screen)) return;
        this.screenShown(screen);
        if (!(await this.settle())) {
          this.unsettled.add(screen);
          return;
        }
        const run = await runAxe(this.page).catch(() => undefined); // navigated away during the run
        if (run?.stable) this.record(run);
      }
      const screen = await this.currentScreen();
      if (screen !== '' && !this.checked.has(screen)) this.unsettled.add(screen);
    });
  }

  /** Checks the screen in view if it is not yet, then lists what was checked and what was found. */
  async finish(): Promise<{ checked: string[]; unchecked: string[]; violations: string[] }> {
    await this.catchUp();
    return {
      checked: this.shown.filter((screen) => this.checked.has(screen)),
      unchecked: this.shown
        .filter((screen) => !this.checked.has(screen))
        .map((screen) => (this.unsettled.has(screen) ? `${screen} (never settled)` : screen)),
      violations: this.violations,
    };
  }
}

const watchers = new WeakMap<Page, ScreenWatcher>();

/** What a journey does to a page: each waits for the screen in view to be checked first. */
const ACTIONS = {
  locator: [
    'blur',
    'check',
    'clear',
    'click',
    'dblclick',
    'dispatchEvent',
    'dragTo',
    'fill',
    'focus',
    'hover',
    'press',
    'pressSequentially',
    'selectOption',
    'selectText',
    'setChecked',
    'setInputFiles',
    'tap',
    'type',
    'uncheck',
  ],
  page: ['goBack', 'goForward', 'goto', 'reload'],
  keyboard: ['down', 'insertText', 'press', 'type', 'up'],
  mouse: ['click', 'dblclick', 'down', 'up', 'wheel'],
} as const;

/**
 * Makes every action of playwright-core on a watched page (a locator's click or fill, the keyboard, a
 * navigation) first check the screen in view, so a screen is checked before the journey changes it,
 * however quickly it moves on. Done once, on the classes' prototypes: playwright-core has no hook to wait in.
 */
function checkBeforeActions(page: Page): void {
  const wrap = (
    target: object,
    names: readonly string[],
    pageOf: (self: never) => Page | undefined,
    before?: (self: never) => Promise<unknown>,
  ) => {
    const prototype = Object.getPrototypeOf(target) as Record<string, unknown>;
    if (prototype.bilanChecksScreens) return;
    prototype.bilanChecksScreens = true;
    for (const name of names) {
      const action = prototype[name];
      if (typeof action !== 'function') throw new Error(`playwright-core has no ${name} to check the screen before`);
      prototype[name] = async function (this: never, ...args: unknown[]) {
        const watched = pageOf(this);
        await before?.(this);
        await (watched && watchers.get(watched)?.catchUp());
        return action.apply(this, args);
      };
    }
  };
  // The element acted on may come with the next screen (the OK of a dialog still on its way): once it is
  // there, that screen is the one checked. A locator that never matches fails in the action itself.
  wrap(
    page.locator('html'),
    ACTIONS.locator,
    (locator: Locator) => locator.page(),
    (locator: Locator) => locator.waitFor({ state: 'attached' }).catch(() => undefined),
  );
  wrap(page, ACTIONS.page, (self: Page) => self);
  // The keyboard and the mouse know their page by a field of their own.
  wrap(page.keyboard, ACTIONS.keyboard, (keyboard: { _page?: Page }) => keyboard._page);
  wrap(page.mouse, ACTIONS.mouse, (mouse: { _page?: Page }) => mouse._page);
}

/** Checks with axe every screen the pages of `context` show (see `closePage`). */
export async function watchScreens(context: BrowserContext): Promise<void> {
  await context.exposeBinding('bilanScreenShown', ({ page }, screen: string) =>
    watchers.get(page)?.screenShown(screen),
  );
  // tsx names the probe's inner functions through a `__name` helper that the page does not have.
  await context.addInitScript({ content: `(() => { const __name = (target) => target; (${screenProbe})(); })();` });
  context.on('page', (page) => {
    watchers.set(page, new ScreenWatcher(page));
    checkBeforeActions(page);
  });
}

/**
 * Closes the context once the screens of its pages are checked, prints them, and fails on a critical or
 * serious violation found on any of them (rule, elements, screen). A screen passed through without an
 * action on it (a redirect) or that never settled is printed as not checked.
 */
export async function closePage(context: BrowserContext): Promise<void> {
  const reports = await Promise.all(
    context.pages().map((page) => watchers.get(page)?.finish() ?? { checked: [], unchecked: [], violations: [] }),
  );
  await context.close();
  const checked = reports.flatMap((report) => report.checked);
  const unchecked = reports.flatMap((report) => report.unchecked);
  const violations = reports.flatMap((report) => report.violations);
  console.log(`# axe checked ${checked.length} screens:\n${checked.map((screen) => `#   ${screen}`).join('\n')}`);
  if (unchecked.length > 0) {
    console.log(
      `# axe did not check (passed through, or never settled):\n${unchecked.map((screen) => `#   ${screen}`).join('\n')}`,
    );
  }
  if (violations.length > 0) throw new Error(`axe found critical or serious violations:\n${violations.join('\n')}`);
}

/**
 * WCAG 2.2 AA by axe-core on the screen as it stands: a critical or serious violation fails the
 * journey, naming each rule, its impact and the first elements it hit.
 */
export async function assertAccessible(page: Page, screenName: string): Promise<void> {
  const watcher = watchers.get(page);
  const run = await (watcher ? watcher.one(() => runAxe(page)) : runAxe(page));
  const blocking = blockingOf(run.violations);
  if (blocking.length > 0) {
    throw new Error(
      `axe on ${screenName}:\n${blocking.map((violation) => describeViolation(violation, run.screen)).join('\n')}`,
    );
  }
  if (run.stable) watcher?.record(run);
}
