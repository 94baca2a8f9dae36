import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsUrl, documentUrl, type LedgerCompany, ledgerCompany } from '../../testing/ledger-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

/*
 * A model test of the journal-entry documents and the ledger behind them, through the HTTP API.
 * fast-check draws sequences of commands (create, update, validate, cancel, delete, revert to
 * draft) on random documents, valid or not; a small model says what each answer must be and what
 * the ledger must hold. After every step the database is read back and compared with the model and
 * with the ledger's own invariants (balanced entries, balance table = sum of lines, gapless numbers,
 * a refused step changed nothing, the hash chain verifies).
 */

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const JOURNAL_CODES = ['OD', 'BQ', 'CA'] as const;
type JournalCode = (typeof JOURNAL_CODES)[number];

/** Where lines may go: five accounts, and a sub-account of 411 (so balances are also kept per sub-account). */
const TARGETS = [
  { account: '5211', withSubAccount: false },
  { account: '5711', withSubAccount: false },
  { account: '1013', withSubAccount: false },
  { account: '6011', withSubAccount: false },
  { account: '7011', withSubAccount: false },
  { account: '4111', withSubAccount: true },
] as const;

const MISSING_ID = '0190f1a0-0000-7000-8000-00000000dead';

type Side = 'debit' | 'credit';
interface LineSpec {
  target: number;
  side: Side;
  amount: bigint;
}

/** One flaw at most per request; each is refused by a rule with its own code, and nothing is written. */
const FLAW_CODES = {
  BOTH_SIDES: 'LINE_MUST_HAVE_DEBIT_OR_CREDIT',
  UNKNOWN_ACCOUNT: 'ACCOUNT_UNKNOWN',
  FOREIGN_SUB_ACCOUNT: 'SUB_ACCOUNT_MUST_BELONG_TO_ACCOUNT',
  DATE_OUTSIDE: 'ENTRY_DATE_OUTSIDE_WORK_FOLDER',
} as const;
type Flaw = keyof typeof FLAW_CODES | 'NONE';

interface DraftSpec {
  journalCode: JournalCode;
  month: number;
  day: number;
  lines: LineSpec[];
  flaw: Flaw;
  flawAt: number;
}

interface ModelDocument {
  id: string;
  state: 'DRAFT' | 'VALIDATED' | 'CANCELLED';
  journalCode: JournalCode;
  date: string;
  lines: LineSpec[];
  number: string | null;
  reversalNumber: string | null;
}

interface Model {
  /** Documents that exist, by id. */
  documents: Map<string, ModelDocument>;
  /** Every id ever answered by a create, deleted ones included, so commands also hit deleted documents. */
  knownIds: string[];
  entriesByJournal: Record<JournalCode, number>;
}

interface TableDigest {
  name: string;
  rows: number;
  digest: string;
}

interface World {
  company: LedgerCompany;
  targets: { accountId: string; subAccountId: string | null }[];
  snapshot: TableDigest[];
}

interface Expected {
  status: number;
  code: string | null;
}

// --- arbitraries ----------------------------------------------------------------------------------

const lineArbitrary = fc.record({
  target: fc.nat({ max: TARGETS.length - 1 }),
  side: fc.constantFrom<Side>('debit', 'credit'),
  amount: fc.bigInt({ min: 1n, max: 5_000_000n }),
});

/** Four drafts in five are made to balance by their last line; the others mostly do not. */
function balanceLastLine(lines: LineSpec[]): LineSpec[] {
  const last = lines.at(-1);
  if (!last || lines.length < 2) return lines;
  const others = lines.slice(0, -1);
  const difference = others.reduce((total, line) => total + (line.side === 'debit' ? line.amount : -line.amount), 0n);
  if (difference === 0n) return lines;
  const balancing: LineSpec = {
    target: last.target,
    side: difference > 0n ? 'credit' : 'debit',
    amount: difference > 0n ? difference : -difference,
  };
  return [...others, balancing];
}

const draftSpecArbitrary: fc.Arbitrary<DraftSpec> = fc
  .record({
    journalCode: fc.constantFrom(...JOURNAL_CODES),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    lines: fc.oneof(
      { weight: 1, arbitrary: fc.array(lineArbitrary, { maxLength: 1 }) },
      { weight: 4, arbitrary: fc.array(lineArbitrary, { minLength: 2, maxLength: 4 }) },
    ),
    balanced: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    flaw: fc.oneof(
      { weight: 10, arbitrary: fc.constant<Flaw>('NONE') },
      { weight: 1, arbitrary: fc.constantFrom<Flaw>('BOTH_SIDES', 'UNKNOWN_ACCOUNT', 'FOREIGN_SUB_ACCOUNT') },
      { weight: 1, arbitrary: fc.constant<Flaw>('DATE_OUTSIDE') },
    ),
    flawAt: fc.nat({ max: 4 }),
  })
  .map(({ balanced, lines, ...spec }) => ({ ...spec, lines: balanced ? balanceLastLine(lines) : lines }));

/**
 * Which document a command acts on: one in the state the command is meant for ("fitting": a draft
 * to validate, a validated document to cancel), any document of the run (deleted ones included, so
 * transitions that must be refused are drawn too), or one that never existed.
 */
interface Target {
  pool: 'fitting' | 'any' | 'missing';
  index: number;
}

const targetArbitrary: fc.Arbitrary<Target> = fc.record({
  pool: fc.oneof(
    { weight: 6, arbitrary: fc.constant('fitting' as const) },
    { weight: 3, arbitrary: fc.constant('any' as const) },
    { weight: 1, arbitrary: fc.constant('missing' as const) },
  ),
  index: fc.nat({ max: 40 }),
});

/** A command on an existing document waits for the run to have created one. */
const hasTarget = (target: Target) => (model: Readonly<Model>) =>
  target.pool === 'missing' || model.knownIds.length > 0;

// --- requests -------------------------------------------------------------------------------------

const pad = (value: number) => String(value).padStart(2, '0');

/** Cancellations are dated on the folder's last day, on or after any document of the folder. */
const cancellationDate = (world: World) => `${world.company.year}-12-31`;

function dateOf(spec: DraftSpec, year: number): string {
  if (spec.flaw === 'DATE_OUTSIDE') return spec.flawAt % 2 === 0 ? `${year - 1}-12-31` : `${year + 1}-01-01`;
  return `${year}-${pad(spec.month)}-${pad(spec.day)}`;
}

function lineBody(world: World, line: LineSpec) {
  const target = world.targets[line.target];
  if (!target) throw new Error(`no target ${line.target}`);
  const amount = line.amount.toString();
  return {
    accountId: target.accountId,
    subAccountId: target.subAccountId,
    label: null,
    debit: line.side === 'debit' ? amount : null,
    credit: line.side === 'credit' ? amount : null,
  };
}

function flawedLine(world: World, flaw: Flaw) {
  const bank = world.targets[0];
  const customer = world.targets[5];
  if (!bank || !customer) throw new Error('targets missing');
  const base = { accountId: bank.accountId, subAccountId: null, label: null, debit: '5', credit: null };
  if (flaw === 'BOTH_SIDES') return { ...base, credit: '5' };
  if (flaw === 'UNKNOWN_ACCOUNT') return { ...base, accountId: MISSING_ID };
  return { ...base, subAccountId: customer.subAccountId };
}

function documentBody(world: World, spec: DraftSpec) {
  const lines: object[] = spec.lines.map((line) => lineBody(world, line));
  if (spec.flaw !== 'NONE' && spec.flaw !== 'DATE_OUTSIDE') {
    lines.splice(spec.flawAt % (lines.length + 1), 0, flawedLine(world, spec.flaw));
  }
  return {
    type: 'JOURNAL_ENTRY',
    date: dateOf(spec, world.company.year),
    label: 'Model step',
    journalCode: spec.journalCode,
    lines,
  };
}

function targetId(model: Model, target: Target, fitting: ModelDocument['state']): string {
  if (target.pool === 'missing') return MISSING_ID;
  const fit = [...model.documents.values()].filter((document) => document.state === fitting);
  const pool = target.pool === 'fitting' && fit.length > 0 ? fit.map((document) => document.id) : model.knownIds;
  return pool[target.index % pool.length] ?? MISSING_ID;
}

const token = (world: World) => ({ token: world.company.token });

// --- expectations ---------------------------------------------------------------------------------

const refused = (status: number, code: string): Expected => ({ status, code });
const accepted = (status: number): Expected => ({ status, code: null });

function totalsOf(lines: readonly LineSpec[]) {
  const total = (side: Side) => lines.reduce((sum, line) => (line.side === side ? sum + line.amount : sum), 0n);
  return { debit: total('debit'), credit: total('credit') };
}

/** The refusal `postJournalEntry` must give these lines, or null when they post. */
function postingRefusal(lines: readonly LineSpec[]): Expected | null {
  if (lines.length < 2) return refused(422, 'ENTRY_NEEDS_TWO_LINES');
  const totals = totalsOf(lines);
  return totals.debit === totals.credit ? null : refused(422, 'ENTRY_MUST_BALANCE');
}

function bodyRefusal(spec: DraftSpec): Expected | null {
  return spec.flaw === 'NONE' ? null : refused(422, FLAW_CODES[spec.flaw]);
}

function entryNumber(world: World, journalCode: JournalCode, counter: number): string {
  return `${journalCode}-${world.company.year}-${String(counter).padStart(6, '0')}`;
}

function takeNumber(model: Model, world: World, journalCode: JournalCode): string {
  model.entriesByJournal[journalCode] += 1;
  return entryNumber(world, journalCode, model.entriesByJournal[journalCode]);
}

/**
 * Sends one request, checks its answer against the model's expectation, lets the model follow a
 * success, then checks the whole ledger against the model.
 */
async function step(
  model: Model,
  world: World,
  send: () => Promise<LightMyRequestResponse>,
  expected: Expected,
  apply: (response: LightMyRequestResponse) => void = () => {},
): Promise<void> {
  const response = await send();
  const code = response.statusCode >= 400 ? (response.json() as { code: string }).code : null;
  expect([response.statusCode, code], response.body).toEqual([expected.status, expected.code]);
  if (response.statusCode < 400) apply(response);
  await checkLedger(model, world, response.statusCode >= 400);
}

// --- commands -------------------------------------------------------------------------------------

function describeTarget(target: Target): string {
  return target.pool === 'missing' ? 'missing' : `${target.pool}#${target.index}`;
}

function describeSpec(spec: DraftSpec): string {
  const lines = spec.lines.map((line) => `${TARGETS[line.target]?.account}:${line.side[0]}${line.amount}`).join(',');
  const flaw = spec.flaw === 'NONE' ? '' : ` ${spec.flaw}@${spec.flawAt}`;
  return `${spec.journalCode} ${pad(spec.month)}-${pad(spec.day)} [${lines}]${flaw}`;
}

type Command = fc.AsyncCommand<Model, World>;

class CreateDraft implements Command {
  constructor(readonly spec: DraftSpec) {}
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    const spec = this.spec;
    await step(
      model,
      world,
      () => call(context.app, 'POST', documentsUrl(world.company), documentBody(world, spec), token(world)),
      bodyRefusal(spec) ?? accepted(201),
      (response) => {
        const document = response.json();
        const totals = totalsOf(spec.lines);
        expect(document).toMatchObject({
          state: 'DRAFT',
          number: null,
          journalCode: spec.journalCode,
          totals: { debit: totals.debit.toString(), credit: totals.credit.toString() },
        });
        model.knownIds.push(document.id);
        model.documents.set(document.id, {
          id: document.id,
          state: 'DRAFT',
          journalCode: spec.journalCode,
          date: dateOf(spec, world.company.year),
          lines: spec.lines,
          number: null,
          reversalNumber: null,
        });
      },
    );
  }
  toString = () => `create(${describeSpec(this.spec)})`;
}

class UpdateDraft implements Command {
  constructor(
    readonly target: Target,
    readonly spec: DraftSpec,
  ) {}
  check = (model: Readonly<Model>) => hasTarget(this.target)(model);
  async run(model: Model, world: World): Promise<void> {
    const id = targetId(model, this.target, 'DRAFT');
    const document = model.documents.get(id);
    const spec = this.spec;
    const expected = !document
      ? refused(404, 'NOT_FOUND')
      : document.state !== 'DRAFT'
        ? refused(409, 'DOCUMENT_MUST_BE_DRAFT')
        : (bodyRefusal(spec) ?? accepted(200));
    await step(
      model,
      world,
      () => call(context.app, 'PUT', documentUrl(world.company, id), documentBody(world, spec), token(world)),
      expected,
      (response) => {
        if (!document) return;
        expect(response.json().lines).toHaveLength(spec.lines.length);
        Object.assign(document, {
          journalCode: spec.journalCode,
          date: dateOf(spec, world.company.year),
          lines: spec.lines,
        });
      },
    );
  }
  toString = () => `update(${describeTarget(this.target)}, ${describeSpec(this.spec)})`;
}

/** DRAFT → VALIDATED, sometimes with a body that saves the draft in the same transaction. */
class Validate implements Command {
  constructor(
    readonly target: Target,
    readonly replacement: DraftSpec | null,
  ) {}
  check = (model: Readonly<Model>) => hasTarget(this.target)(model);
  async run(model: Model, world: World): Promise<void> {
    const id = targetId(model, this.target, 'DRAFT');
    const document = model.documents.get(id);
    const replacement = this.replacement;
    const lines = replacement?.lines ?? document?.lines ?? [];
    const expected = !document
      ? refused(404, 'NOT_FOUND')
      : document.state !== 'DRAFT'
        ? refused(409, 'DOCUMENT_MUST_BE_DRAFT')
        : ((replacement && bodyRefusal(replacement)) ?? postingRefusal(lines) ?? accepted(200));
    await step(
      model,
      world,
      () =>
        call(
          context.app,
          'POST',
          `${documentUrl(world.company, id)}/state/VALIDATED`,
          replacement ? documentBody(world, replacement) : undefined,
          token(world),
        ),
      expected,
      (response) => {
        if (!document) return;
        if (replacement) {
          Object.assign(document, {
            journalCode: replacement.journalCode,
            date: dateOf(replacement, world.company.year),
            lines: replacement.lines,
          });
        }
        document.state = 'VALIDATED';
        document.number = takeNumber(model, world, document.journalCode);
        const totals = totalsOf(document.lines);
        expect(response.json()).toMatchObject({
          state: 'VALIDATED',
          number: document.number,
          totals: { debit: totals.debit.toString(), credit: totals.credit.toString() },
        });
      },
    );
  }
  toString = () =>
    `validate(${describeTarget(this.target)}${this.replacement ? `, ${describeSpec(this.replacement)}` : ''})`;
}

/**
 * Several validations sent at once, the same draft possibly more than once: those that wait for each
 * other are validated together. Each answer is what a lone validation would give; which draft took
 * which of its journal's next numbers depends on arrival, so the model reads it from the answers.
 */
class ValidateTogether implements Command {
  constructor(readonly targets: Target[]) {}
  check = (model: Readonly<Model>) => this.targets.every((target) => hasTarget(target)(model));
  async run(model: Model, world: World): Promise<void> {
    const ids = this.targets.map((target) => targetId(model, target, 'DRAFT'));
    const responses = await Promise.all(
      ids.map((id) =>
        call(context.app, 'POST', `${documentUrl(world.company, id)}/state/VALIDATED`, undefined, token(world)),
      ),
    );
    const answers = responses.map((response) => ({
      status: response.statusCode,
      code: response.statusCode >= 400 ? (response.json() as { code: string }).code : null,
    }));
    const validated: Array<{ document: ModelDocument; number: string }> = [];
    for (const id of new Set(ids)) {
      const document = model.documents.get(id);
      const mine = answers.filter((_answer, index) => ids[index] === id);
      const expected = !document
        ? refused(404, 'NOT_FOUND')
        : document.state !== 'DRAFT'
          ? refused(409, 'DOCUMENT_MUST_BE_DRAFT')
          : (postingRefusal(document.lines) ?? accepted(200));
      if (!document || expected.status !== 200) {
        expect(mine, id).toEqual(mine.map(() => expected));
        continue;
      }
      const againRefused = refused(409, 'DOCUMENT_MUST_BE_DRAFT');
      expect(
        [...mine].sort((a, b) => a.status - b.status),
        id,
      ).toEqual([accepted(200), ...mine.slice(1).map(() => againRefused)]);
      const response = responses.find((candidate, index) => ids[index] === id && candidate.statusCode === 200);
      validated.push({ document, number: response?.json().number });
    }
    for (const code of JOURNAL_CODES) {
      const ofJournal = validated.filter(({ document }) => document.journalCode === code);
      const expectedNumbers = ofJournal.map(() => takeNumber(model, world, code));
      expect(ofJournal.map(({ number }) => number).sort(), code).toEqual(expectedNumbers);
    }
    for (const { document, number } of validated) Object.assign(document, { state: 'VALIDATED', number });
    await checkLedger(model, world, validated.length === 0);
  }
  toString = () => `validateTogether(${this.targets.map(describeTarget).join(', ')})`;
}

class Cancel implements Command {
  constructor(readonly target: Target) {}
  check = (model: Readonly<Model>) => hasTarget(this.target)(model);
  async run(model: Model, world: World): Promise<void> {
    const id = targetId(model, this.target, 'VALIDATED');
    const document = model.documents.get(id);
    const expected = !document
      ? refused(404, 'NOT_FOUND')
      : document.state !== 'VALIDATED'
        ? refused(409, 'DOCUMENT_MUST_BE_VALIDATED')
        : accepted(200);
    await step(
      model,
      world,
      () =>
        call(context.app, 'POST', `${documentUrl(world.company, id)}/state/CANCELLED`, undefined, {
          ...token(world),
          query: { cancellationDate: cancellationDate(world) },
        }),
      expected,
      (response) => {
        if (!document) return;
        document.state = 'CANCELLED';
        document.reversalNumber = takeNumber(model, world, document.journalCode);
        expect(response.json()).toMatchObject({ state: 'CANCELLED', number: document.number });
      },
    );
  }
  toString = () => `cancel(${describeTarget(this.target)})`;
}

class Delete implements Command {
  constructor(readonly target: Target) {}
  check = (model: Readonly<Model>) => hasTarget(this.target)(model);
  async run(model: Model, world: World): Promise<void> {
    const id = targetId(model, this.target, 'DRAFT');
    const document = model.documents.get(id);
    const expected = !document
      ? refused(404, 'NOT_FOUND')
      : document.state !== 'DRAFT'
        ? refused(409, 'DOCUMENT_MUST_BE_DRAFT')
        : accepted(204);
    await step(
      model,
      world,
      () => call(context.app, 'DELETE', documentUrl(world.company, id), undefined, token(world)),
      expected,
      () => model.documents.delete(id),
    );
  }
  toString = () => `delete(${describeTarget(this.target)})`;
}

/** No document ever goes back to DRAFT. */
class RevertToDraft implements Command {
  constructor(readonly target: Target) {}
  check = (model: Readonly<Model>) => hasTarget(this.target)(model);
  async run(model: Model, world: World): Promise<void> {
    const id = targetId(model, this.target, 'VALIDATED');
    const expected = model.documents.has(id) ? refused(409, 'STATE_TRANSITION_NOT_ALLOWED') : refused(404, 'NOT_FOUND');
    await step(
      model,
      world,
      () => call(context.app, 'POST', `${documentUrl(world.company, id)}/state/DRAFT`, undefined, token(world)),
      expected,
    );
  }
  toString = () => `revert(${describeTarget(this.target)})`;
}

const createArbitrary = draftSpecArbitrary.map((spec): Command => new CreateDraft(spec));

/**
 * Six to twelve commands a run: two or three drafts first, then any command, weighted so that
 * drafts get validated and cancelled often enough for the ledger to fill up.
 */
const commandsArbitrary = fc
  .tuple(
    fc.array(createArbitrary, { minLength: 2, maxLength: 3 }),
    fc.array(anyCommandArbitrary(), { minLength: 4, maxLength: 9 }),
  )
  .map(([drafts, others]) => [...drafts, ...others]);

function anyCommandArbitrary(): fc.Arbitrary<Command> {
  return fc.oneof(
    { weight: 3, arbitrary: createArbitrary },
    {
      weight: 1,
      arbitrary: fc
        .tuple(targetArbitrary, draftSpecArbitrary)
        .map(([target, spec]): Command => new UpdateDraft(target, spec)),
    },
    { weight: 5, arbitrary: targetArbitrary.map((target): Command => new Validate(target, null)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(targetArbitrary, draftSpecArbitrary)
        .map(([target, spec]): Command => new Validate(target, spec)),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(targetArbitrary, { minLength: 2, maxLength: 6 })
        .map((targets): Command => new ValidateTogether(targets)),
    },
    { weight: 3, arbitrary: targetArbitrary.map((target): Command => new Cancel(target)) },
    { weight: 1, arbitrary: targetArbitrary.map((target): Command => new Delete(target)) },
    { weight: 1, arbitrary: targetArbitrary.map((target): Command => new RevertToDraft(target)) },
  );
}

// --- reading the database back --------------------------------------------------------------------

/** Tables a document command may write; the chart of accounts is not among them. */
const WRITTEN_TABLES = [
  'work_folder',
  'journal_counter',
  'journal_entry',
  'journal_line',
  'account_balance',
  'accounting_document',
  'document_line',
] as const;

/** Row count and a digest of every row of the company in each table: any write shows. */
async function takeSnapshot(companyId: string): Promise<TableDigest[]> {
  const parts = WRITTEN_TABLES.map(
    (table) =>
      sql`select ${table}::text as name, count(*)::int as rows,
            md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.raw(table)} t where t.company_id = ${companyId}`,
  );
  return queryRows<TableDigest>(context.handle.db, sql.join(parts, sql` union all `));
}

interface LineRow {
  accountId: string;
  subAccountId: string | null;
  debit: string;
  credit: string;
}

function expectedLine(world: World, line: LineSpec, mirrored = false): LineRow {
  const target = world.targets[line.target];
  if (!target) throw new Error(`no target ${line.target}`);
  const side = mirrored ? (line.side === 'debit' ? 'credit' : 'debit') : line.side;
  const amount = line.amount.toString();
  return {
    accountId: target.accountId,
    subAccountId: target.subAccountId,
    debit: side === 'debit' ? amount : '0',
    credit: side === 'credit' ? amount : '0',
  };
}

const byKey =
  <Row>(key: (row: Row) => string) =>
  (a: Row, b: Row) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

async function checkDocuments(model: Model, world: World): Promise<void> {
  // Numbers are read from the entries the document points at, which must name it as their source.
  const documents = await queryRows<{
    id: string;
    state: string;
    number: string | null;
    reversalNumber: string | null;
    journalCode: string;
    date: string;
    linked: boolean;
  }>(
    context.handle.db,
    sql`select d.id, d.state, e.number, r.number as "reversalNumber", j.code as "journalCode",
          d.document_date::text as date,
          (e.id is null or e.source_id = d.id) and (r.id is null or (r.source_id = d.id and r.reverses_entry_id = e.id))
            as linked
        from accounting_document d
        join journal j on j.id = d.journal_id
        left join journal_entry e on e.id = d.journal_entry_id
        left join journal_entry r on r.id = d.reversal_entry_id
        where d.company_id = ${world.company.companyId} order by d.id`,
  );
  const expected = [...model.documents.values()].sort(byKey((document) => document.id));
  expect(documents).toEqual(
    expected.map((document) => ({
      id: document.id,
      state: document.state,
      number: document.number,
      reversalNumber: document.reversalNumber,
      journalCode: document.journalCode,
      date: document.date,
      linked: true,
    })),
  );
  const lines = await queryRows<LineRow & { documentId: string }>(
    context.handle.db,
    sql`select document_id as "documentId", account_id as "accountId", sub_account_id as "subAccountId",
          debit::text as debit, credit::text as credit
        from document_line where company_id = ${world.company.companyId} order by document_id, line_number`,
  );
  expect(lines).toEqual(
    expected.flatMap((document) =>
      document.lines.map((line) => ({ documentId: document.id, ...expectedLine(world, line) })),
    ),
  );
}

/** Entries and their lines as the model has them, then the rules every entry obeys on its own. */
async function checkEntries(model: Model, world: World): Promise<number> {
  const rows = await queryRows<LineRow & { number: string; code: string; chainPosition: number }>(
    context.handle.db,
    sql`select e.number, j.code, e.chain_position as "chainPosition", l.account_id as "accountId",
          l.sub_account_id as "subAccountId", l.debit::text as debit, l.credit::text as credit
        from journal_entry e join journal j on j.id = e.journal_id left join journal_line l on l.entry_id = e.id
        where e.work_folder_id = ${world.company.workFolderId} order by e.number, l.line_number`,
  );
  const expected = [...model.documents.values()].flatMap((document) => [
    ...(document.number
      ? document.lines.map((line) => ({ number: document.number, ...expectedLine(world, line) }))
      : []),
    ...(document.reversalNumber
      ? document.lines.map((line) => ({ number: document.reversalNumber, ...expectedLine(world, line, true) }))
      : []),
  ]);
  const withoutPosition = rows.map(({ chainPosition: _position, code: _code, ...row }) => row);
  expect(withoutPosition).toEqual(
    expected.sort((a, b) => ((a.number ?? '') < (b.number ?? '') ? -1 : (a.number ?? '') > (b.number ?? '') ? 1 : 0)),
  );

  // Each entry balances, whatever the model says.
  const unbalanced = await queryRows<{ number: string }>(
    context.handle.db,
    sql`select e.number from journal_entry e left join journal_line l on l.entry_id = e.id
        where e.work_folder_id = ${world.company.workFolderId}
        group by e.id, e.number having count(l.id) < 2 or sum(l.debit) <> sum(l.credit)`,
  );
  expect(unbalanced).toEqual([]);

  // Numbers per journal are 1..n in the order of the chain (the order of validation), no gap, no repeat.
  const entries = [...new Map(rows.map((row) => [row.number, row])).values()].sort(
    (a, b) => a.chainPosition - b.chainPosition,
  );
  expect(entries.map((entry) => entry.chainPosition)).toEqual(entries.map((_entry, index) => index + 1));
  for (const code of JOURNAL_CODES) {
    const numbers = entries.filter((entry) => entry.code === code).map((entry) => entry.number);
    const count = model.entriesByJournal[code];
    expect(numbers, code).toEqual(
      Array.from({ length: count }, (_value, index) => entryNumber(world, code, index + 1)),
    );
  }
  // The journal counters (next number, totals of the journal report) agree with the entries.
  const counters = await queryRows<{ code: string; lastNumber: number; debit: string; credit: string }>(
    context.handle.db,
    sql`select j.code, c.last_number as "lastNumber", c.debit_total::text as debit, c.credit_total::text as credit
        from journal_counter c join journal j on j.id = c.journal_id
        where c.work_folder_id = ${world.company.workFolderId} order by j.code`,
  );
  const fromEntries = await queryRows<{ code: string; lastNumber: number; debit: string; credit: string }>(
    context.handle.db,
    sql`select j.code, count(distinct e.id)::int as "lastNumber", sum(l.debit)::text as debit, sum(l.credit)::text as credit
        from journal_entry e join journal j on j.id = e.journal_id join journal_line l on l.entry_id = e.id
        where e.work_folder_id = ${world.company.workFolderId} group by j.code order by j.code`,
  );
  expect(counters).toEqual(fromEntries);
  return entries.length;
}

/** The monthly balance table equals the lines summed by account, sub-account and month, and the model. */
async function checkBalances(model: Model, world: World): Promise<void> {
  const folder = world.company.workFolderId;
  const fromTable = await queryRows<LineRow & { month: string }>(
    context.handle.db,
    sql`select account_id as "accountId", sub_account_id as "subAccountId", month, debit::text as debit, credit::text as credit
        from account_balance where work_folder_id = ${folder} order by 1, 2, 3`,
  );
  const fromLines = await queryRows<LineRow & { month: string }>(
    context.handle.db,
    sql`select account_id as "accountId", sub_account_id as "subAccountId", to_char(entry_date, 'YYYY-MM') as month,
          sum(debit)::text as debit, sum(credit)::text as credit
        from journal_line where work_folder_id = ${folder} group by 1, 2, 3 order by 1, 2, 3`,
  );
  expect(fromTable).toEqual(fromLines);

  const expected = new Map<string, LineRow & { month: string }>();
  for (const document of model.documents.values()) {
    const postings = (document.number ? 1 : 0) + (document.reversalNumber ? 1 : 0);
    for (const line of document.lines) {
      for (let posting = 0; posting < postings; posting++) {
        const row = expectedLine(world, line, posting === 1);
        // A reversal is dated on the day of the cancellation, in its own month.
        const month = (posting === 1 ? cancellationDate(world) : document.date).slice(0, 7);
        const key = `${row.accountId}|${row.subAccountId ?? ''}|${month}`;
        const total = expected.get(key) ?? { ...row, month, debit: '0', credit: '0' };
        total.debit = (BigInt(total.debit) + BigInt(row.debit)).toString();
        total.credit = (BigInt(total.credit) + BigInt(row.credit)).toString();
        expected.set(key, total);
      }
    }
  }
  const sortKey = (row: LineRow & { month: string }) => `${row.accountId}|${row.subAccountId ?? ''}|${row.month}`;
  expect([...fromTable].sort(byKey(sortKey))).toEqual([...expected.values()].sort(byKey(sortKey)));
}

async function checkLedger(model: Model, world: World, wasRefused: boolean): Promise<void> {
  const snapshot = await takeSnapshot(world.company.companyId);
  if (wasRefused) expect(snapshot, 'a refused step changed nothing').toEqual(world.snapshot);
  world.snapshot = snapshot;
  await checkDocuments(model, world);
  const entryCount = await checkEntries(model, world);
  await checkBalances(model, world);
  const verify = await call(
    context.app,
    'GET',
    `/v1/accountings/workFolders/${world.company.workFolderId}/ledger/verify`,
    undefined,
    token(world),
  );
  expect(verify.json()).toEqual({ valid: true, checkedEntries: entryCount, firstBrokenEntry: null });
}

// --- setup and the property -----------------------------------------------------------------------

async function newWorld(): Promise<World> {
  const company = await ledgerCompany(context.app);
  const customers = company.accounts['4111'];
  const subAccount = await call(
    context.app,
    'POST',
    `/v1/accountings/companies/${company.companyId}/sub-accounts-company`,
    { accountId: customers, number: 'C0001', label: 'Client Douala' },
    { token: company.token },
  );
  if (subAccount.statusCode !== 201) throw new Error(`sub-account not created: ${subAccount.body}`);
  const targets = TARGETS.map((target) => {
    const accountId = company.accounts[target.account];
    if (!accountId) throw new Error(`account ${target.account} missing from the chart`);
    return { accountId, subAccountId: target.withSubAccount ? (subAccount.json().id as string) : null };
  });
  return { company, targets, snapshot: await takeSnapshot(company.companyId) };
}

/** Debit total of what the documents posted: a cancelled one posted its lines and their mirror. */
function postedDebit(documents: readonly ModelDocument[]): bigint {
  return documents
    .flatMap((document) =>
      document.lines.map((line) => ({ line, cancelled: document.reversalNumber !== null, document })),
    )
    .filter(({ document }) => document.number !== null)
    .reduce((total, { line, cancelled }) => total + (cancelled || line.side === 'debit' ? line.amount : 0n), 0n);
}

/** What the folder summary and the journal report say once a run is over, against the model. */
async function checkSummaries(model: Model, world: World): Promise<void> {
  const documents = [...model.documents.values()];
  const debit = postedDebit(documents).toString();
  const summary = await call(
    context.app,
    'GET',
    `/v1/accountings/workFolders/${world.company.workFolderId}`,
    undefined,
    token(world),
  );
  const count = (state: ModelDocument['state']) => documents.filter((document) => document.state === state).length;
  expect(summary.json()).toMatchObject({
    entryCount: Object.values(model.entriesByJournal).reduce((total, entries) => total + entries, 0),
    draftDocuments: count('DRAFT'),
    validatedDocuments: count('VALIDATED'),
    cancelledDocuments: count('CANCELLED'),
    totalDebit: debit,
    totalCredit: debit,
  });
  const journal = (query: Record<string, string>) =>
    call(context.app, 'GET', `/v1/accountings/workFolders/${world.company.workFolderId}/journal`, undefined, {
      ...token(world),
      query: { limit: '500', ...query },
    });
  expect((await journal({})).json().totals).toEqual({ debit, credit: debit });
  for (const code of JOURNAL_CODES) {
    const report = (await journal({ journalCode: code })).json();
    const ofJournal = postedDebit(documents.filter((document) => document.journalCode === code)).toString();
    expect(report.totals, code).toEqual({ debit: ofJournal, credit: ofJournal });
    expect(report.items.map((entry: { number: string }) => entry.number)).toEqual(
      Array.from({ length: model.entriesByJournal[code] }, (_value, index) => entryNumber(world, code, index + 1)),
    );
  }
}

describe('ledger model', () => {
  it('keeps documents, entries, numbers, balances and the hash chain as the model says, step after step', async () => {
    await fc.assert(
      fc.asyncProperty(commandsArbitrary, async (commands) => {
        const world = await newWorld();
        const model: Model = { documents: new Map(), knownIds: [], entriesByJournal: { OD: 0, BQ: 0, CA: 0 } };
        await fc.asyncModelRun(() => ({ model, real: world }), commands);
        await checkSummaries(model, world);
      }),
      { numRuns: 25 },
    );
    // numRuns bounds the work; the timeout only catches a hang, however busy the machine.
  }, 900_000);
});
