/**
 * The rounds in which drafts validated in one transaction are posted (documents.service.ts,
 * `validateLoadedDrafts`), given the invoice each draft credits (null for any other draft): the
 * drafts' positions, cut into consecutive runs. A run ends before a draft crediting an invoice that a
 * draft of the run already credits, so each credit note reads what the notes before it credited, and
 * the entries are still appended in the drafts' order.
 */
export function creditNoteRounds(credited: ReadonlyArray<string | null>): number[][] {
  const rounds: number[][] = [];
  let round: number[] = [];
  let invoices = new Set<string>();
  credited.forEach((invoiceId, position) => {
    if (invoiceId !== null && invoices.has(invoiceId)) {
      rounds.push(round);
      round = [];
      invoices = new Set();
    }
    round.push(position);
    if (invoiceId !== null) invoices.add(invoiceId);
  });
  if (round.length > 0) rounds.push(round);
  return rounds;
}
