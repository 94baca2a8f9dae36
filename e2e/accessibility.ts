// axe-core in the browser journeys. Every page opened by `newPage` is watched: each screen it shows
// (its route, its language, the viewport's width and the dialogs open on it) is checked by axe once it
// has settled, before the journey's next action on the page; `closePage` checks the last one, prints the
// screens checked with their moderate and minor findings, and fails on any critical or serious violation
// or on a screen without exactly one `<h1>`. `assertAccessible` checks the screen as it stands, on demand.
// A screen found clean is checked once per run of e2e/run.mjs, whichever journey sees it first: the others
// skip it (`CheckedInRun`), and e2e/run.mjs prints a table of all the run's screens at its end.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * WCAG 2.2 AA and axe's best practices (landmarks, heading order, one `<h1>`...): a critical or serious
 * finding fails the journey; moderate and minor ones are counted and printed per screen.
 */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * Mantine draws dialogs and popups at the end of <body>, above the page. A dialog is a region of its own
 * (named by its title); a menu, a list of options or a tooltip belongs to the control that opened it,
 * which sits in a landmark. axe's `region` would take them for content outside any landmark.
 */
const AXE_SETUP = `axe.configure({ checks: [{ id: 'region', options: { regionMatcher: '${[
  'dialog',
  'alertdialog',
  'menu',
  'listbox',
  'tooltip',
]
  .map((role) => `[data-portal] [role="${role}"]`)
  .join(', ')}' } }] });`;
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
 * counts the DOM's changes and names the screen: the route (ids as `:id`), the language, the viewport's
 * width (a phone's layout is another screen) and the open dialogs. A new name is passed to the watcher
 * through the `bilanScreenShown` binding.
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
    return `${route} (${document.documentElement.lang || '?'}, ${innerWidth} px)${dialogs.join('')}`;
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
  const loading = () =>
    document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]') !== null;
  probe.bilanProbe = {
    screen,
    changes: () => changes,
    // Resolves once the DOM has not changed for `quietMs` and no loader shows; false after `timeoutMs`.
    quiet: (quietMs: number, timeoutMs: number) =>
      new Promise<boolean>((resolve) => {
        const deadline = performance.now() + timeoutMs;
        const check = () => {
          if (performance.now() - lastChange >= quietMs && !loading()) resolve(true);
          else if (performance.now() >= deadline) resolve(false);
          else setTimeout(check, 25);
        };
        check();
      }),
  };
}

interface Probe {
  screen(): string;
  changes(): number;
  quiet(quietMs: number, timeoutMs: number): Promise<boolean>;
}

/** axe on the document as it stands, after its transitions: a fading dialog has text at part opacity. */
async function runAxe(page: Page): Promise<AxeRun> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE}\n;${AXE_SETUP}\n;true`);
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
    // Only the violations are read: the passes' and the rest's elements need not all be collected.
    const { violations } = await axe.run({ runOnly, resultTypes: ['violations'] });
    // axe's page-has-heading-one asks for at least one: the screen's title is its only one (a dialog's is an h2).
    const headingsOne = Array.from(document.querySelectorAll('h1')).filter(
      (heading) => heading.checkVisibility() && heading.closest('[role="dialog"], [role="alertdialog"]') === null,
    );
    if (headingsOne.length !== 1) {
      violations.push({
        id: 'one-h1',
        impact: 'serious',
        help: `A screen has exactly one <h1>, its title (${headingsOne.length} found)`,
        nodes: headingsOne.map((heading) => ({ target: ['h1'], html: heading.outerHTML })),
      });
    }
    const stable = probe === undefined || (probe.changes() === changes && probe.screen() === screen);
    return { screen, stable, violations: violations as Violation[] };
  }, RULE_TAGS);
}

/**
 * Lesser rules brought to 0 on every screen the journeys open, and kept there: a finding fails the journey
 * as a critical one does. `empty-table-header`: an action column is named by a hidden header
 * (apps/web/src/components/ui/hidden-header.tsx).
 */
const HELD_AT_ZERO = new Set(['empty-table-header']);

function blockingOf(violations: Violation[]): Violation[] {
  return violations.filter(
    (violation) => violation.impact === 'critical' || violation.impact === 'serious' || HELD_AT_ZERO.has(violation.id),
  );
}

/** What axe found on a screen, as e2e/run.mjs's summary reads it: the elements each rule hit, by impact. */
interface ScreenFindings {
  screen: string;
  blocking: Record<string, number>;
  moderate: Record<string, number>;
  minor: Record<string, number>;
  /** The first element each moderate rule hit, to find it in the page. */
  moderateAt: Record<string, string>;
}

function findingsOf(run: AxeRun): ScreenFindings {
  const findings: ScreenFindings = { screen: run.screen, blocking: {}, moderate: {}, minor: {}, moderateAt: {} };
  for (const violation of run.violations) {
    const lesser = (violation.impact === 'moderate' || violation.impact === 'minor') && !HELD_AT_ZERO.has(violation.id);
    const impact = lesser ? (violation.impact as 'moderate' | 'minor') : 'blocking';
    // A rule missing an element (no <h1> at all) has hit no node: it still counts once.
    const count = Math.max(violation.nodes.length, 1);
    findings[impact][violation.id] = (findings[impact][violation.id] ?? 0) + count;
    const first = violation.nodes[0];
    if (impact === 'moderate' && first) {
      findings.moderateAt[violation.id] ??= `${first.target.join(' ')} ${first.html.slice(0, 100)}`;
    }
  }
  return findings;
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** "moderate 3 (region 2, heading-order 1), minor 0": the line printed after each screen. */
function describeFindings(findings: ScreenFindings): string {
  const part = (name: string, counts: Record<string, number>) => {
    const rules = Object.entries(counts).map(([rule, count]) => `${rule} ${count}`);
    return `${name} ${total(counts)}${rules.length > 0 ? ` (${rules.join(', ')})` : ''}`;
  };
  const where = Object.entries(findings.moderateAt).map(([rule, element]) => `\n#     ${rule} at ${element}`);
  return [part('moderate', findings.moderate), part('minor', findings.minor)].join(', ') + where.join('');
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

/**
 * The screens found clean by any journey of this run: e2e/run.mjs runs the journey files in processes of
 * their own, side by side, and names a directory they share (E2E_AXE_CHECKED_DIR), where a file per
 * screen says it was checked. A screen with a violation is not written down: every journey that sees it
 * checks it and fails. Without the directory (a journey run by hand), each page checks all it shows.
 */
class CheckedInRun {
  constructor(private readonly directory: string | undefined) {}

  has(screen: string): boolean {
    return this.directory !== undefined && existsSync(this.fileOf(screen));
  }

  add(screen: string): void {
    if (this.directory !== undefined) writeFileSync(this.fileOf(screen), `${screen}\n`);
  }

  /** Keeps what axe found on a screen, clean or not, for the run's summary (e2e/run.mjs). */
  keep(findings: ScreenFindings): void {
    if (this.directory !== undefined) writeFileSync(`${this.fileOf(findings.screen)}.json`, JSON.stringify(findings));
  }

  findingsOf(screen: string): ScreenFindings | undefined {
    const file = `${this.fileOf(screen)}.json`;
    return this.directory !== undefined && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  }

  private fileOf(screen: string): string {
    return join(this.directory ?? '', createHash('sha256').update(screen).digest('hex').slice(0, 32));
  }
}

const checkedInRun = new CheckedInRun(process.env.E2E_AXE_CHECKED_DIR || undefined);

interface PageReport {
  /** Each screen checked, with its moderate and minor findings. */
  checked: string[];
  checkedElsewhere: string[];
  unchecked: string[];
  violations: string[];
  spentMs: number;
}

/** Checks with axe every screen a page shows, before the journey acts on it or leaves it; see the head of this file. */
class ScreenWatcher {
  private readonly shown: string[] = [];
  private readonly checked = new Set<string>();
  /** Screens another page of this run had checked clean when this one showed them. */
  private readonly checkedElsewhere = new Set<string>();
  private readonly unsettled = new Set<string>();
  /** Time spent waiting for screens to settle and running axe on them. */
  private spentMs = 0;
  private readonly violations: string[] = [];
  private readonly findings = new Map<string, ScreenFindings>();
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
    const blocking = blockingOf(run.violations);
    for (const violation of blocking) this.violations.push(describeViolation(violation, run.screen));
    const findings = findingsOf(run);
    this.findings.set(run.screen, findings);
    checkedInRun.keep(findings);
    if (blocking.length === 0) checkedInRun.add(run.screen);
  }

  /** A screen with what axe found on it, here or on the page of the run that checked it. */
  described(screen: string): string {
    const findings = this.findings.get(screen) ?? checkedInRun.findingsOf(screen);
    return findings ? `${screen} — ${describeFindings(findings)}` : screen;
  }

  /** Counts the time `task` takes in the page's report. */
  async timed<T>(task: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await task();
    } finally {
      this.spentMs += performance.now() - start;
    }
  }

  /**
   * Waits for the screen in view to settle (the page says when its DOM is quiet; the API calls on their
   * way are seen from here); false when it did not within SETTLE_TIMEOUT_MS.
   */
  private async settle(): Promise<boolean> {
    const deadline = performance.now() + SETTLE_TIMEOUT_MS;
    while (performance.now() < deadline && !this.closed) {
      const quiet = await this.page
        .evaluate(
          ({ quietMs, timeoutMs }) =>
            (window as unknown as { bilanProbe?: Probe }).bilanProbe?.quiet(quietMs, timeoutMs) ?? false,
          { quietMs: QUIET_MS, timeoutMs: deadline - performance.now() },
        )
        .catch(() => false); // the page is between two documents
      if (quiet && this.apiCalls.size === 0) return true;
      await delay(50);
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
        if (this.checkedElsewhere.has(screen) || checkedInRun.has(screen)) {
          this.checkedElsewhere.add(screen);
          return;
        }
        const run = await this.timed(async () => {
          if (!(await this.settle())) return 'unsettled';
          return runAxe(this.page).catch(() => undefined); // navigated away during the run
        });
        if (run === 'unsettled') {
          this.unsettled.add(screen);
          return;
        }
        if (run?.stable) this.record(run);
      }
      const screen = await this.currentScreen();
      if (screen !== '' && !this.checked.has(screen)) this.unsettled.add(screen);
    });
  }

  /** Checks the screen in view if it is not yet, then lists what was checked and what was found. */
  async finish(): Promise<PageReport> {
    await this.catchUp();
    const elsewhere = (screen: string) => !this.checked.has(screen) && this.checkedElsewhere.has(screen);
    return {
      checked: this.shown.filter((screen) => this.checked.has(screen)).map((screen) => this.described(screen)),
      checkedElsewhere: this.shown.filter(elsewhere).map((screen) => this.described(screen)),
      unchecked: this.shown
        .filter((screen) => !this.checked.has(screen) && !elsewhere(screen))
        .map((screen) => (this.unsettled.has(screen) ? `${screen} (never settled)` : screen)),
      violations: this.violations,
      spentMs: this.spentMs,
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
 * Closes the context once the screens of its pages are checked, prints them with their moderate and minor
 * findings, and fails on a critical or serious violation found on any of them (rule, elements, screen). A
 * screen passed through without an action on it (a redirect) or that never settled is printed as not checked.
 */
export async function closePage(context: BrowserContext): Promise<void> {
  const reports = await Promise.all(
    context.pages().flatMap((page) => {
      const watcher = watchers.get(page);
      return watcher ? [watcher.finish()] : [];
    }),
  );
  await context.close();
  const all = (field: 'checked' | 'checkedElsewhere' | 'unchecked' | 'violations') =>
    reports.flatMap((report) => report[field]);
  const list = (screens: string[]) => screens.map((screen) => `\n#   ${screen}`).join('');
  const seconds = (reports.reduce((sum, report) => sum + report.spentMs, 0) / 1000).toFixed(1);
  console.log(`# axe checked ${all('checked').length} screens (${seconds} s):${list(all('checked'))}`);
  if (all('checkedElsewhere').length > 0) {
    console.log(
      `# axe skipped ${all('checkedElsewhere').length} screens already checked clean in this run:${list(all('checkedElsewhere'))}`,
    );
  }
  if (all('unchecked').length > 0) {
    console.log(`# axe did not check (passed through, or never settled):${list(all('unchecked'))}`);
  }
  const violations = all('violations');
  if (violations.length > 0) throw new Error(`axe found critical or serious violations:\n${violations.join('\n')}`);
}

/**
 * WCAG 2.2 AA by axe-core on the screen as it stands: a critical or serious violation fails the
 * journey, naming each rule, its impact and the first elements it hit.
 */
export async function assertAccessible(page: Page, screenName: string): Promise<void> {
  const watcher = watchers.get(page);
  const run = await (watcher ? watcher.one(() => watcher.timed(() => runAxe(page))) : runAxe(page));
  const blocking = blockingOf(run.violations);
  if (blocking.length > 0) {
    throw new Error(
      `axe on ${screenName}:\n${blocking.map((violation) => describeViolation(violation, run.screen)).join('\n')}`,
    );
  }
  if (run.stable) watcher?.record(run);
}
