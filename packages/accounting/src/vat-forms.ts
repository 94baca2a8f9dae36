import { divideRoundingHalfAwayFromZero } from './decimal.ts';
import { type Amount, toAmount } from './money.ts';
import { splitCameroonVat, type VatReturnFigures } from './vat-return.ts';

/**
 * The forms Bilan fills: Cameroon's monthly DGI return, France's CA3 (3310-CA3) and CA12 (3517-S), and
 * for the other OHADA countries, until each has its own, a monthly return of the same lines without
 * Cameroon's CAC.
 */
export const VAT_FORM_KINDS = ['CM_MONTHLY', 'OHADA_MONTHLY', 'FR_CA3', 'FR_CA12'] as const;
export type VatFormKind = (typeof VAT_FORM_KINDS)[number];

/** The per-rate VAT the documents of the period posted (one VAT amount per rate per document, ADR 0010). */
export interface VatRateRow {
  rateBasisPoints: number;
  salesBase: Amount;
  salesVat: Amount;
  purchasesBase: Amount;
  purchasesVat: Amount;
}

/** One line of a form: its box code as printed on the form, its French label, a base and an amount. */
export interface VatFormLine {
  box: string;
  label: string;
  base: Amount | null;
  amount: Amount | null;
}

export interface VatForm {
  kind: VatFormKind;
  lines: VatFormLine[];
  /** What the form says is paid and what it carries forward, in the form's units (whole euros in France). */
  netDue: Amount;
  credit: Amount;
}

export interface VatFormInput {
  figures: VatReturnFigures;
  rates: readonly VatRateRow[];
  /**
   * Lines VAT treatments add (vat-treatment-returns.ts), shown after the form's own: France the bases
   * of reverse-charged purchases (A3, A4, B2) and lines 17 and 24; Cameroon the withholdings and the
   * instalment on turnover. They change no total of the form.
   */
  treatmentLines?: readonly { line: string; base: Amount | null; amount: Amount | null }[];
  /** Minor units per major unit (100 for EUR): French forms are in whole euros. */
  minorUnitsPerMajor: bigint;
}

/** French forms: each line is rounded to the euro, half away from zero; totals are sums of rounded lines. */
function toWholeUnits(amount: bigint, minorUnitsPerMajor: bigint): Amount {
  return toAmount(divideRoundingHalfAwayFromZero(amount, minorUnitsPerMajor) * minorUnitsPerMajor);
}

const line = (box: string, label: string, amount: bigint | null, base: bigint | null = null): VatFormLine => ({
  box,
  label,
  base: base === null ? null : toAmount(base),
  amount: amount === null ? null : toAmount(amount),
});

const positive = (amount: bigint) => (amount > 0n ? amount : 0n);
const sumOf = (lines: readonly VatFormLine[]) => lines.reduce((total, row) => total + (row.amount ?? 0n), 0n);
const rateRow = (rates: readonly VatRateRow[], rate: number) => rates.find((row) => row.rateBasisPoints === rate);

/** The CA3 and CA12 lines by rate of metropolitan France; VAT at other rates goes to line 5B. */
const FRENCH_RATE_BOXES = [
  { rate: 2000, box: '08', label: 'Taux normal 20 %' },
  { rate: 1000, box: '9B', label: 'Taux réduit 10 %' },
  { rate: 550, box: '09', label: 'Taux réduit 5,5 %' },
] as const;

/**
 * The collected side of a French form: a line per rate from the documents, then the VAT collected
 * that no rate line holds (hand entries, other rates, regularisations) as "sommes à ajouter" (5B) when
 * positive. Its negative part is returned apart, for the deductible side's "sommes à imputer" (2C).
 */
function frenchCollectedLines(input: VatFormInput, round: (amount: bigint) => bigint) {
  const boxed = FRENCH_RATE_BOXES.map(({ rate, box, label }) => {
    const row = rateRow(input.rates, rate);
    return { row, line: line(box, label, round(row?.salesVat ?? 0n), round(row?.salesBase ?? 0n)) };
  });
  const boxedVat = boxed.reduce((total, { row }) => total + (row?.salesVat ?? 0n), 0n);
  const other = input.figures.collected - boxedVat;
  // Reverse-charged purchases count in the rate lines' bases, not in the sales of A1.
  const reverseChargedBase = (input.treatmentLines ?? [])
    .filter((row) => row.line === 'A3' || row.line === 'A4' || row.line === 'B2')
    .reduce((total, row) => total + (row.base ?? 0n), 0n);
  const taxableBase =
    input.rates.filter((row) => row.rateBasisPoints > 0).reduce((t, row) => t + row.salesBase, 0n) - reverseChargedBase;
  const exemptBase = rateRow(input.rates, 0)?.salesBase ?? 0n;
  const lines = [
    line('A1', 'Ventes, prestations de services', null, round(taxableBase)),
    line('E2', 'Autres opérations non imposables', null, round(exemptBase)),
    ...boxed.map((item) => item.line),
    line('5B', 'Sommes à ajouter, y compris acompte congés', round(positive(other))),
  ];
  return { lines, toDeduct: round(positive(-other)) };
}

/** France, 3310-CA3: each line in whole euros; line 16 the sum of the collected lines, 23 of the deductions. */
function ca3Lines(input: VatFormInput): { lines: VatFormLine[]; netDue: bigint; credit: bigint } {
  const round = (amount: bigint) => toWholeUnits(amount, input.minorUnitsPerMajor);
  const { figures } = input;
  const collected = frenchCollectedLines(input, round);
  const total16 = sumOf(collected.lines);
  const deductions = [
    line('19', 'Biens constituant des immobilisations', round(figures.deductibleFixedAssets)),
    line('20', 'Autres biens et services', round(figures.deductibleGoodsAndServices)),
    line('2C', 'Sommes à imputer, y compris acompte congés', collected.toDeduct + round(figures.instalments)),
    line(
      '22',
      'Report du crédit apparaissant ligne 27 de la précédente déclaration',
      round(figures.creditCarriedForward),
    ),
  ];
  const total23 = sumOf(deductions);
  const credit = positive(total23 - total16);
  const netDue = positive(total16 - total23);
  const lines = [
    ...collected.lines,
    line('16', 'Total de la TVA brute due', total16),
    ...deductions,
    line('23', 'Total TVA déductible', total23),
    line('25', 'Crédit de TVA (ligne 23 − ligne 16)', credit),
    line('26', 'Remboursement de crédit demandé sur formulaire n° 3519', 0n),
    line('27', 'Crédit de TVA à reporter (ligne 25 − ligne 26)', credit),
    line('28', 'TVA nette due (ligne 16 − ligne 23)', netDue),
    line('32', 'Total à payer', netDue),
  ];
  return { lines, netDue, credit };
}

/**
 * France, 3517-S CA12 (simplified regime, one return a year): the instalments paid during the year
 * (44581) are deducted from the VAT due (line 30); what they paid beyond it is an excess (line 34).
 */
function ca12Lines(input: VatFormInput): { lines: VatFormLine[]; netDue: bigint; credit: bigint } {
  const round = (amount: bigint) => toWholeUnits(amount, input.minorUnitsPerMajor);
  const { figures } = input;
  const collected = frenchCollectedLines(input, round);
  const total16 = sumOf(collected.lines);
  const deductions = [
    line('20', 'TVA déductible sur immobilisations', round(figures.deductibleFixedAssets)),
    line(
      '21',
      'TVA déductible sur autres biens et services',
      round(figures.deductibleGoodsAndServices) + collected.toDeduct,
    ),
    line('24', 'Report du crédit de la précédente déclaration', round(figures.creditCarriedForward)),
  ];
  const total26 = sumOf(deductions);
  const due28 = positive(total16 - total26);
  const credit29 = positive(total26 - total16);
  const instalments30 = round(figures.instalments);
  const balance33 = positive(due28 - instalments30);
  const excess34 = positive(instalments30 - due28);
  const lines = [
    ...collected.lines,
    line('16', 'Total de la TVA brute due', total16),
    ...deductions,
    line('26', 'Total TVA déductible', total26),
    line('28', 'TVA due (ligne 16 − ligne 26)', due28),
    line('29', 'Crédit de TVA (ligne 26 − ligne 16)', credit29),
    line('30', 'Acomptes payés', instalments30),
    line('33', 'Solde à payer (ligne 28 − ligne 30)', balance33),
    line('34', 'Excédent de versement (ligne 30 − ligne 28)', excess34),
  ];
  return { lines, netDue: balance33, credit: credit29 + excess34 };
}

/**
 * Cameroon, the monthly return of the DGI: the OHADA lines, each VAT figure with its principal
 * (17.5 %) and its additional council tax (CAC, 10 % of the principal) on lines of their own.
 */
function cameroonLines(input: VatFormInput): { lines: VatFormLine[]; netDue: bigint; credit: bigint } {
  return ohadaLines(input, (code, label, amount) => {
    const parts = splitCameroonVat(toAmount(amount));
    return [
      line(code, label, amount),
      line(`${code}.P`, `${label}, dont principal 17,5 %`, parts.principal),
      line(`${code}.CAC`, `${label}, dont CAC 10 %`, parts.cac),
    ];
  });
}

type Split = (code: string, label: string, amount: bigint) => VatFormLine[];

/** An OHADA monthly return: turnover by rate, VAT collected, deductions, then what is due or carried. */
function ohadaLines(
  input: VatFormInput,
  split: Split = (code, label, amount) => [line(code, label, amount)],
): { lines: VatFormLine[]; netDue: bigint; credit: bigint } {
  const { figures, rates } = input;
  const taxed = rates.filter((row) => row.rateBasisPoints > 0);
  const documentsVat = taxed.reduce((total, row) => total + row.salesVat, 0n);
  const turnover = [
    ...taxed.map((row) =>
      line(
        `CA.${row.rateBasisPoints}`,
        `Chiffre d'affaires taxable à ${row.rateBasisPoints / 100} %`,
        row.salesVat,
        row.salesBase,
      ),
    ),
    line('CA.0', "Chiffre d'affaires exonéré ou à taux zéro", null, rateRow(rates, 0)?.salesBase ?? 0n),
    line('CA.REG', 'TVA collectée hors factures (écritures, régularisations)', figures.collected - documentsVat),
  ];
  const deductible =
    figures.deductibleFixedAssets +
    figures.deductibleGoodsAndServices +
    figures.instalments +
    figures.creditCarriedForward;
  const lines = [
    ...turnover,
    ...split('TC', 'TVA collectée', figures.collected),
    line('TD.IMMO', 'TVA déductible sur immobilisations', figures.deductibleFixedAssets),
    line('TD.ABS', 'TVA déductible sur achats, transports et services', figures.deductibleGoodsAndServices),
    line('TD.RAS', 'TVA retenue à la source par les clients', figures.instalments),
    line('TD.REP', 'Crédit de TVA du mois précédent', figures.creditCarriedForward),
    ...split('TD', 'Total TVA déductible', deductible),
    ...split('NET', 'TVA à payer', figures.netDue),
    ...split('CR', 'Crédit de TVA à reporter', figures.credit),
  ];
  return { lines, netDue: figures.netDue, credit: figures.credit };
}

const BUILDERS: Record<VatFormKind, (input: VatFormInput) => { lines: VatFormLine[]; netDue: bigint; credit: bigint }> =
  {
    CM_MONTHLY: cameroonLines,
    OHADA_MONTHLY: (input) => ohadaLines(input),
    FR_CA3: ca3Lines,
    FR_CA12: ca12Lines,
  };

/** The form of a return, as a list of lines built by one small function per part of the form. */
export function buildVatForm(kind: VatFormKind, input: VatFormInput): VatForm {
  const built = BUILDERS[kind](input);
  const french = kind === 'FR_CA3' || kind === 'FR_CA12';
  const round = (amount: Amount | null) =>
    amount === null || !french ? amount : toWholeUnits(amount, input.minorUnitsPerMajor);
  const extra = (input.treatmentLines ?? []).map((row) => ({
    box: row.line,
    label: TREATMENT_LINE_LABELS[row.line] ?? row.line,
    base: round(row.base),
    amount: round(row.amount),
  }));
  return {
    kind,
    lines: [...built.lines, ...extra],
    netDue: toAmount(built.netDue),
    credit: toAmount(built.credit),
  };
}

const TREATMENT_LINE_LABELS: Readonly<Record<string, string>> = {
  A3: 'Achats de prestations de services intracommunautaires (art. 283-2 du CGI)',
  A4: 'Importations (autoliquidation)',
  B2: 'Acquisitions intracommunautaires',
  '17': 'Dont TVA sur acquisitions intracommunautaires',
  '24': 'Dont TVA déductible sur importations',
  PRECOMPTE_WITHHELD: 'Précompte sur achats retenu',
  TURNOVER_INSTALMENT: "Acompte d'impôt sur le chiffre d'affaires",
  PRECOMPTE_SUFFERED: 'Précompte subi (retenu par les clients)',
  INSTALMENT_DUE: 'Acompte net à payer',
  PRECOMPTE_CARRIED: 'Précompte subi à reporter',
};

/** The amount of a form's box, zero when the form has no such box. */
export function formBox(form: Pick<VatForm, 'lines'>, box: string): Amount {
  return toAmount(form.lines.find((row) => row.box === box)?.amount ?? 0n);
}
