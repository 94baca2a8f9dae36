import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  adjustableBoxes,
  computeLiasse,
  formatAmount,
  type Liasse,
  type LiasseLayout,
  type LossAllowance,
  layoutForYear,
  liasseAmount,
  parseAmount,
  parseCsvTable,
  parseLiasseLayout,
  toAmount,
} from '@bilan/accounting';
import type { Language, LiasseAdjustmentList, Liasse as LiasseReport, TaxRegime } from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findCompany } from '../companies/companies.queries.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';
import { getSettings } from '../settings/settings.service.ts';
import { findPreviousWorkFolder, getWorkFolder } from '../work-folders/work-folders.service.ts';
import { accountYears } from './cash-flow.service.ts';
import {
  adjustmentsEditable,
  adjustmentTotals,
  folderAdjustmentRows,
  type LiasseAdjustmentRow,
} from './liasse-adjustments.queries.ts';

type FormWords = { title: { fr: string; en: string }; note: { fr: string; en: string } | null };

type LossRule = { fromYear: number; ceiling: string; shareAbovePercent: bigint };
let referentials:
  | {
      layouts: LiasseLayout[];
      forms: Map<string, FormWords>;
      returns: Map<string, '2065' | '2031'>;
      losses: LossRule[];
    }
  | undefined;

/** The box files (one per form year), the forms' titles and which return each legal form files, read once. */
function liasseReferentials() {
  if (referentials) return referentials;
  const read = (name: string) => readFileSync(join(REFERENTIALS_DIR, name), 'utf8');
  const layouts = readdirSync(REFERENTIALS_DIR)
    .filter((name) => /^pcg-liasse-boxes-\d{4}\.csv$/.test(name))
    .map((name) => parseLiasseLayout(read(name)))
    .sort((left, right) => left.formYear - right.formYear);
  const forms = new Map(
    parseCsvTable(read('pcg-liasse-forms.csv')).records.map((record) => [
      `${record.regime}|${record.form}`,
      {
        title: { fr: record.title_fr ?? '', en: record.title_en ?? '' },
        note: record.note_fr ? { fr: record.note_fr, en: record.note_en ?? '' } : null,
      },
    ]),
  );
  const returns = new Map(
    parseCsvTable(read('pcg-liasse-returns.csv')).records.map((record) => [
      record.type_code ?? '',
      record.return_form === '2031' ? ('2031' as const) : ('2065' as const),
    ]),
  );
  const losses = parseCsvTable(read('pcg-liasse-losses.csv'))
    .records.map((record) => ({
      fromYear: Number(record.from_year),
      ceiling: record.ceiling ?? '0',
      shareAbovePercent: BigInt(record.share_above_percent ?? '0'),
    }))
    .sort((left, right) => left.fromYear - right.fromYear);
  referentials = { layouts, forms, returns, losses };
  return referentials;
}

/** How much of a profit earlier losses may take in the folder's closing year (referentials/pcg-liasse-losses.csv). */
function lossAllowanceFor(endOn: string, scale: number): LossAllowance | null {
  const year = Number(endOn.slice(0, 4));
  const rule = liasseReferentials()
    .losses.filter((candidate) => candidate.fromYear <= year)
    .at(-1);
  return rule ? { ceiling: parseAmount(rule.ceiling, scale), shareAbovePercent: rule.shareAbovePercent } : null;
}

type Folder = { id: string; startOn: string; endOn: string };

/**
 * The liasse of a folder, each folder's losses still to carry forward taken from the folder before (2033-D 982 =
 * 870 of N-1), back to the first folder in Bilan, whose earlier losses are a fact for the preparer. Under income
 * tax (2031) losses are set against the owner's other income, not carried in the business: none is carried.
 */
async function liasseOfFolder(
  tx: Transaction,
  company: CompanyContext,
  folder: Folder,
  settings: { regime: TaxRegime; returnForm: '2065' | '2031' },
  layout: LiasseLayout = layoutFor(folder.endOn),
): Promise<Liasse> {
  const before = await findPreviousWorkFolder(tx, company.companyId, folder);
  const carries = settings.returnForm === '2065' && settings.regime === 'SIMPLIFIED';
  const previous = before && carries ? await liasseOfFolder(tx, company, before, settings) : null;
  const adjustments = adjustmentTotals(await folderAdjustmentRows(tx, company.companyId, folder.id));
  return computeLiasse(layout, settings.regime, await accountYears(tx, { ...folder, companyId: company.companyId }), {
    previous,
    lossAllowance: carries ? lossAllowanceFor(folder.endOn, company.scale) : null,
    adjustments,
  });
}

/** The boxes of the latest form year not after the folder's closing year (the earliest file for older years). */
export function layoutFor(endOn: string): LiasseLayout {
  const { layouts } = liasseReferentials();
  const layout = layoutForYear(layouts, Number(endOn.slice(0, 4)));
  if (!layout) throw new Error('No referentials/pcg-liasse-boxes-YYYY.csv');
  return layout;
}

/** The regime saved in the settings, else the one the company's tax system implies (RN: normal). */
export async function regimeAndReturn(tx: Transaction, company: CompanyContext) {
  const settings = await getSettings(tx, company);
  const found = await findCompany(tx, company.companyId);
  const regime: TaxRegime = settings.taxRegime ?? (found?.taxSystemCode === 'RN' ? 'NORMAL' : 'SIMPLIFIED');
  const returnForm = liasseReferentials().returns.get(found?.typeCode ?? '') ?? '2065';
  return { regime, returnForm };
}

export type LiasseResult = { report: LiasseReport; current: Liasse };

/**
 * The liasse of a French folder and of the one before it, from the ledger alone (docs/architecture.md, Annual
 * package): the forms of the company's regime and the result boxes of the return it files (2065 or 2031).
 */
export async function liasseReport(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  language: Language,
): Promise<LiasseResult> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  if (company.framework !== 'PCG') throw new AppError('REPORT_NOT_AVAILABLE_FOR_FRAMEWORK');
  const { regime, returnForm } = await regimeAndReturn(tx, company);
  const layout = layoutFor(folder.endOn);
  const current = await liasseOfFolder(tx, company, { ...folder, id: workFolderId }, { regime, returnForm });
  const previousFolder = await findPreviousWorkFolder(tx, company.companyId, folder);
  // N-1 on the boxes of N's forms, as the form's second column shows it.
  const previous = previousFolder
    ? await liasseOfFolder(tx, company, previousFolder, { regime, returnForm }, layout)
    : null;
  const format = (amount: bigint | null) => (amount === null ? null : formatAmount(toAmount(amount), company.scale));
  const otherReturn = returnForm === '2065' ? '2031' : '2065';
  const forms = current.forms
    .filter((form) => form.form !== otherReturn)
    .map((form) => {
      const words = liasseReferentials().forms.get(`${regime}|${form.form}`);
      const before = previous?.forms.find((candidate) => candidate.form === form.form);
      return {
        form: form.form,
        title: words?.title[language] ?? form.form,
        note: words?.note?.[language] ?? null,
        boxes: form.boxes.map((box) => ({
          code: box.box,
          label: box.label[language],
          // A box the ledger cannot give (a fact, the losses of a first folder) is left for the preparer.
          fact: box.amount === null,
          amount: format(box.amount),
          previousAmount: before ? format(before.boxes.find((row) => row.box === box.box)?.amount ?? null) : null,
        })),
      };
    });
  return {
    report: {
      from: folder.startOn,
      to: folder.endOn,
      currency: company.currency,
      regime,
      formYear: layout.formYear,
      previous: previousFolder ? { from: previousFolder.startOn, to: previousFolder.endOn } : null,
      forms,
      unmappedAccounts: current.unmappedAccounts.map((account) => account.accountNumber),
      adjustments: await adjustmentList(tx, company, folder, { regime, layout, language }),
    },
    current,
  };
}

/**
 * The preparer's adjustments of a folder as the liasse counts them: those of the boxes its regime and form year
 * let the preparer adjust (others, kept from another regime, are not counted and not listed), with those boxes.
 */
/**
 * The boxes the preparer may adjust in a folder: the adjustable boxes of its regime and form year, the losses from
 * before Bilan (a `previous` box, 2033-D 982) only in the first folder, the next ones carrying them from it.
 */
export async function preparerBoxes(
  tx: Transaction,
  company: CompanyContext,
  folder: { startOn: string },
  options: { regime: TaxRegime; layout: LiasseLayout },
) {
  const first = (await findPreviousWorkFolder(tx, company.companyId, folder)) === undefined;
  return adjustableBoxes(options.layout, options.regime).filter((row) => row.figure !== 'previous' || first);
}

export async function adjustmentList(
  tx: Transaction,
  company: CompanyContext,
  folder: { id: string; status: string; startOn: string; endOn: string },
  options: { regime: TaxRegime; layout: LiasseLayout; language: Language },
): Promise<LiasseAdjustmentList> {
  const boxes = await preparerBoxes(tx, company, folder, options);
  const taken = new Set(boxes.map((row) => `${row.form}:${row.box}`));
  const rows = await folderAdjustmentRows(tx, company.companyId, folder.id);
  return {
    adjustments: rows
      .filter((row) => taken.has(`${row.form}:${row.box}`))
      .map((row) => adjustmentOf(row, company.scale)),
    adjustableBoxes: boxes.map((row) => ({ form: row.form, box: row.box, label: row.label[options.language] })),
    editable: await adjustmentsEditable(tx, company.companyId, folder),
  };
}

export function adjustmentOf(row: LiasseAdjustmentRow, scale: number) {
  return {
    id: row.id,
    form: row.form,
    box: row.box,
    label: row.label,
    amount: formatAmount(toAmount(row.amount), scale),
  };
}

/** The boxes the package's checks compare: total assets net and total liabilities, the result. */
const CHECKED_BOXES = {
  SIMPLIFIED: { assets: ['2033-A', '110', '112'], liabilities: ['2033-A', '180'], result: ['2033-B', '310'] },
  NORMAL: { assets: ['2050', 'CO', '1A'], liabilities: ['2051', 'EE'], result: ['2053', 'HN'] },
} as const;

/**
 * The loss the preparer carries back (2033-B 356) is at most the loss of the year (354); null when the regime's
 * forms have no carry-back.
 */
export function carryBackCheck(result: LiasseResult, scale: number) {
  if (result.report.regime !== 'SIMPLIFIED') return null;
  const carried = liasseAmount(result.current, '2033-B', '356');
  const loss = liasseAmount(result.current, '2033-B', '354');
  const format = (value: bigint) => formatAmount(toAmount(value), scale);
  return { ok: carried <= loss, expected: format(loss), actual: format(carried), accounts: [] };
}

/**
 * The liasse's own checks: its balance sheet balances (2033-A: 110 − 112, the net total of the assets, equals
 * 180) and its result equals the income statement's; a failure names the accounts no box takes.
 */
export function liasseChecks(result: LiasseResult, incomeStatementResult: bigint, scale: number) {
  const boxes = CHECKED_BOXES[result.report.regime];
  const amount = (form: string, box: string) => liasseAmount(result.current, form, box);
  const assets = amount(boxes.assets[0], boxes.assets[1]) - amount(boxes.assets[0], boxes.assets[2]);
  const liabilities = amount(boxes.liabilities[0], boxes.liabilities[1]);
  const liasseResult = amount(boxes.result[0], boxes.result[1]);
  const format = (value: bigint) => formatAmount(toAmount(value), scale);
  const unmapped = (classes: string) =>
    result.current.unmappedAccounts
      .map((account) => account.accountNumber)
      .filter((accountNumber) => classes.includes(accountNumber.charAt(0)));
  return {
    balanced: {
      ok: assets === liabilities,
      expected: format(assets),
      actual: format(liabilities),
      accounts: unmapped('12345'),
    },
    result: {
      ok: liasseResult === incomeStatementResult,
      expected: format(incomeStatementResult),
      actual: format(liasseResult),
      accounts: unmapped('67'),
    },
  };
}
