// The query check of issue #35: row-level security adds `company_id = …` to every statement of a
// company's transaction, but a distributed planner (docs/scaling.md) routes a statement to one node only
// when the statement itself names the company. This reads the statements the API tests sent in
// companies' transactions (db/statement-log.ts) and names those that touch a tenant table without
// filtering or writing its company_id.

const NOT_ALIASES = new Set(
  'where on set inner left right full cross join group order limit using values select natural lateral for union returning as default offset having window except intersect'.split(
    ' ',
  ),
);

const REFERENCE = /\b(from|join|into|update)\s+("?)([a-z_]+)\2(?:\s+(?:as\s+)?("?)([a-z_]+)\4)?(\s*\()?/gi;

interface Reference {
  table: string;
  alias: string;
  insertColumns?: string;
}

function references(statement: string, tenantTables: ReadonlySet<string>): Reference[] {
  const found: Reference[] = [];
  for (const match of statement.matchAll(REFERENCE)) {
    const [, keyword = '', , table = '', , alias, parenthesis] = match;
    if (!tenantTables.has(table)) continue;
    const named = alias && !NOT_ALIASES.has(alias.toLowerCase()) ? alias : table;
    if (keyword.toLowerCase() === 'into' && (parenthesis || !alias)) {
      const start = (match.index ?? 0) + match[0].length;
      found.push({ table, alias: named, insertColumns: statement.slice(start, statement.indexOf(')', start)) });
    } else {
      found.push({ table, alias: named });
    }
  }
  return found;
}

function escapeRegExp(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the statement compares the reference's company_id (qualified by it, or unqualified). */
function filtersCompany(statement: string, reference: Reference): boolean {
  if (reference.insertColumns !== undefined) return /\bcompany_id\b/.test(reference.insertColumns);
  const qualified = `(?<!\\w)"?${escapeRegExp(reference.alias)}"?\\."?company_id"?`;
  const unqualified = `(?<![\\w."])company_id\\b|(?<![\\w.])"company_id"`;
  const column = `(?:${qualified}|${unqualified})`;
  const compared = new RegExp(`${column}\\s*(?:=|\\bin\\b|\\bis\\b)|(?:=|\\bin\\s*\\()\\s*${column}`, 'i');
  return compared.test(statement);
}

/** The tenant tables a statement touches without naming their company; none when it names it everywhere. */
export function tablesWithoutCompany(statement: string, tenantTables: ReadonlySet<string>): string[] {
  const missing = references(statement, tenantTables)
    .filter((reference) => !filtersCompany(statement, reference))
    .map((reference) => reference.table);
  return [...new Set(missing)].sort();
}

/** The statement with its parameters and repeated value lists folded, so its variants count once. */
export function statementShape(statement: string): string {
  return statement
    .replace(/\$\d+(::[a-z_[\]]+)?/g, '?')
    .replace(/\(\?(?:, \?)*\)(?:, \(\?(?:, \?)*\))+/g, '(?…)')
    .replace(/\bin \(\?(?:, \?)*\)/gi, 'in (?…)')
    .replace(/'[0-9a-f-]{36}'/g, "'<uuid>'");
}
