import type { AuditEvent, AuditReference } from '@bilan/contract';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/format.ts';
import { auditDiff, isAuditEntityType, recordLabelOf } from './audit-diff.ts';

export type AuditReferences = Readonly<Record<string, AuditReference>>;
type AuditT = TFunction<'audit'>;

/** Fields whose values are codes the trail writes as words (values.<CODE> in the audit words). */
const CODE_FIELDS = new Set([
  'state',
  'type',
  'method',
  'kind',
  'role',
  'status',
  'supplyKind',
  'vatTreatment',
  'roles',
  'action',
]);
/** Fields that change with every save and say nothing to the reader of a change. */
const NOISE_FIELDS = new Set(['updatedAt']);

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function isIdField(key: string): boolean {
  return key === 'id' || key.endsWith('Id');
}

/** "paymentTermsDays" → "Payment terms days": the words of a field the audit words do not name. */
function spelledOut(key: string): string {
  // A code used as a key (a journal's "VE" in the number prefixes) stays as written.
  if (/^[A-Z0-9_]+$/.test(key)) return key;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of one field ("phone" → "Phone", "Téléphone"). */
export function fieldWord(key: string, t: AuditT): string {
  return t(`fields.${key}`, { defaultValue: spelledOut(key) });
}

/** A dotted path as the reader says it: "lines.0.accountId" → "Line 1 · Account". */
export function fieldLabel(path: string, t: AuditT): string {
  const segments = path.split('.');
  const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);
  const words: string[] = [];
  segments.forEach((segment, index) => {
    // "lines.0" is one word, "Line 1".
    if (segment === 'lines' && isIndex(segments[index + 1])) return;
    if (!isIndex(segment)) words.push(fieldWord(segment, t));
    else if (segments[index - 1] === 'lines') words.push(t('fields.line', { number: Number(segment) + 1 }));
    else words.push(String(Number(segment) + 1));
  });
  return words.join(' · ');
}

/** A value as words: a moment as the reader writes it, an id by the name or number of what it stands for, a code by its word, yes/no. */
export function valueText(
  path: string,
  value: string,
  words: { references: AuditReferences; t: AuditT; language: string },
): string {
  const { references, t } = words;
  if (TIMESTAMP.test(value)) return formatDateTime(value, words.language);
  const key =
    path
      .split('.')
      .filter((segment) => !/^\d+$/.test(segment))
      .at(-1) ?? path;
  if (isIdField(key)) {
    const reference = references[value];
    if (reference) return referenceText(reference, t);
  }
  if (CODE_FIELDS.has(key)) return t(`values.${value}`, { defaultValue: value });
  if (value === 'true' || value === 'false') return t(`values.${value}`);
  return value;
}

function referenceText(reference: AuditReference, t: AuditT): string {
  if (reference.label) return reference.label;
  const kind = reference.type ? t(`values.${reference.type}`, { defaultValue: reference.type }) : '';
  return t('subject.draft', { kind });
}

function recordOf(event: AuditEvent): Record<string, unknown> {
  const record = event.after ?? event.before;
  return typeof record === 'object' && record !== null && !Array.isArray(record)
    ? (record as Record<string, unknown>)
    : {};
}

/** The record a change is about, as the summary names it: "Invoice FA-2026-0004", "Customer «Kamga SARL»". */
export function auditSubject(event: AuditEvent, references: AuditReferences, t: AuditT, name?: string | null) {
  const reference = references[event.entityId];
  const record = recordOf(event);
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
  if (event.entityType === 'DOCUMENT' || event.entityType === 'PAYMENT') {
    const type = reference?.type ?? text('type');
    const kind = type ? t(`values.${type}`, { defaultValue: type }) : t(`entityTypes.${event.entityType}`);
    const number = reference?.label ?? text('number');
    return { key: `${event.entityType}_${type}`, text: number ? `${kind} ${number}` : t('subject.draft', { kind }) };
  }
  const kind = isAuditEntityType(event.entityType)
    ? t(`entityTypes.${event.entityType}`)
    : t(`entityTypes.${event.entityType}`, { defaultValue: spelledOut(event.entityType.toLowerCase()) });
  if (event.entityType === 'SETTINGS') return { key: event.entityType, text: t('subject.settings') };
  const label = name ?? reference?.label ?? recordLabelOf(event.before, event.after);
  if (!label) return { key: event.entityType, text: kind };
  const quoted = event.entityType === 'CUSTOMER' || event.entityType === 'SUPPLIER';
  return { key: event.entityType, text: t(quoted ? 'subject.quoted' : 'subject.named', { kind, name: label }) };
}

/** The top-level fields a change changed, as words, the noise left out. */
export function changedFieldWords(event: AuditEvent, t: AuditT): string[] {
  const keys = auditDiff(event.before, event.after)
    .filter((row) => row.changed)
    .map((row) => row.field.split('.')[0] ?? row.field)
    .filter((key) => !NOISE_FIELDS.has(key));
  return [...new Set(keys)].map((key) => fieldWord(key, t));
}

const MAX_FIELDS_NAMED = 4;

/** One sentence for a row: "Invoice FA-2026-0004 validated", "Customer «Kamga SARL» changed: phone, email". */
export function auditSummary(event: AuditEvent, references: AuditReferences, t: AuditT, name?: string | null) {
  const subject = auditSubject(event, references, t, name);
  // French past participles agree with the subject (gender.<key> in the French words only).
  const context = t(`gender.${subject.key}`, { defaultValue: '' }) || undefined;
  const state = recordOf(event).state;
  if (event.action === 'UPDATE' && event.before !== null && event.after !== null) {
    const fields = changedFieldWords(event, t);
    if (fields.length === 0) return t('summary.changed', { subject: subject.text, context });
    const named = fields.slice(0, MAX_FIELDS_NAMED).map((field) => field.toLocaleLowerCase());
    const more = fields.length - named.length;
    return t(more > 0 ? 'summary.changedFieldsMore' : 'summary.changedFields', {
      subject: subject.text,
      fields: named.join(', '),
      count: more,
      context,
    });
  }
  if (event.action === 'STATE_CHANGE' && (state === 'VALIDATED' || state === 'CANCELLED' || state === 'DRAFT')) {
    return t(`summary.${state}`, { subject: subject.text, context });
  }
  const verbs = {
    CREATE: 'summary.created',
    UPDATE: 'summary.changed',
    DELETE: 'summary.deleted',
    CLOSE: 'summary.closed',
    STATE_CHANGE: 'summary.stateChanged',
  } as const;
  const verb = event.action in verbs ? verbs[event.action as keyof typeof verbs] : null;
  if (verb) return t(verb, { subject: subject.text, context });
  return t('summary.other', { subject: subject.text, action: t(`actions.${event.action}`) });
}
