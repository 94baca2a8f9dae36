/** The kinds of records the API writes to the trail (entityType), in the order the filter lists them. */
export const AUDIT_ENTITY_TYPES = [
  'DOCUMENT',
  'PAYMENT',
  'CUSTOMER',
  'SUPPLIER',
  'ACCOUNT',
  'SUB_ACCOUNT',
  'JOURNAL',
  'WORK_FOLDER',
  'SETTINGS',
  'MEMBERSHIP',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export function isAuditEntityType(value: string): value is AuditEntityType {
  return AUDIT_ENTITY_TYPES.some((type) => type === value);
}

/** One field of a record before and after a change; a value is null where the record did not have it. */
export interface DiffRow {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The leaves of a record by dotted path ("totals.vat", "lines.0.description"), as text. An empty list
 * or object has no leaf: emptying one shows as its former entries removed.
 */
function leavesOf(value: unknown, prefix: string, leaves: Map<string, string>): Map<string, string> {
  if (Array.isArray(value) || isPlainObject(value)) {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (const [key, child] of entries) leavesOf(child, prefix ? `${prefix}.${key}` : key, leaves);
    return leaves;
  }
  if (prefix) leaves.set(prefix, value === null || value === undefined ? '' : String(value));
  return leaves;
}

/**
 * Compares a record before and after a change, field by field, in the order the record lists them
 * (fields only the old record had come last). A creation has no "before", a deletion no "after".
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const old = leavesOf(before, '', new Map());
  const current = leavesOf(after, '', new Map());
  const fields = [...new Set([...current.keys(), ...old.keys()])];
  return fields.map((field) => {
    const was = old.has(field) ? (old.get(field) ?? '') : null;
    const is = current.has(field) ? (current.get(field) ?? '') : null;
    return { field, before: was, after: is, changed: was !== is };
  });
}

/**
 * A few words that name the record: a party or a work folder by its name, a document or a payment by
 * its number, an account or a journal by number (or code) and label; null when it has none of these.
 */
export function recordLabelOf(before: unknown, after: unknown): string | null {
  const record = isPlainObject(after) ? after : isPlainObject(before) ? before : null;
  if (!record) return null;
  const text = (key: string) => {
    const value = record[key];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const [name, number, code, label] = [text('name'), text('number'), text('code'), text('label')];
  if (name) return code ? `${name} (${code})` : name;
  // Documents and payments carry a type: their number says it all; an account's number needs its label.
  if (number) return label && !('type' in record) ? `${number} ${label}` : number;
  if (code) return label ? `${code} ${label}` : code;
  return text('legalName') ?? label ?? text('email');
}

/** Long values (a logo's data URL) are cut for the screen; the length says how much was left out. */
export function shortenValue(value: string, max = 120): { text: string; cut: boolean } {
  return value.length <= max ? { text: value, cut: false } : { text: `${value.slice(0, max)}…`, cut: true };
}
