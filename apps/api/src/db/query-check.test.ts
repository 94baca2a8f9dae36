import { describe, expect, it } from 'vitest';
import { statementShape, tablesWithoutCompany } from './query-check.ts';

const TENANTS = new Set(['journal_entry', 'journal_line', 'journal', 'party']);

describe('the query check', () => {
  it('passes statements that name the company of every tenant table they touch', () => {
    expect(
      tablesWithoutCompany(
        'select "journal_line"."debit" from "journal_line" inner join "journal_entry" on "journal_entry"."company_id" = "journal_line"."company_id" and "journal_entry"."id" = "journal_line"."entry_id" where "journal_line"."company_id" = $1',
        TENANTS,
      ),
    ).toEqual([]);
    expect(
      tablesWithoutCompany('insert into "party" ("id", "company_id", "code") values ($1, $2, $3)', TENANTS),
    ).toEqual([]);
    expect(tablesWithoutCompany('select line.id from journal_line line where line.company_id = $1', TENANTS)).toEqual(
      [],
    );
    expect(tablesWithoutCompany('select "code" from "country" where "country"."code" = $1', TENANTS)).toEqual([]);
  });

  it('names the tenant tables a statement reads, writes or joins by id alone', () => {
    expect(
      tablesWithoutCompany('select "number" from "journal_entry" where "journal_entry"."id" = $1', TENANTS),
    ).toEqual(['journal_entry']);
    expect(
      tablesWithoutCompany(
        'select 1 from "journal_line" inner join "journal_entry" on "journal_entry"."id" = "journal_line"."entry_id" where "journal_line"."company_id" = $1',
        TENANTS,
      ),
    ).toEqual(['journal_entry']);
    expect(tablesWithoutCompany('insert into "party" ("id", "code") values ($1, $2)', TENANTS)).toEqual(['party']);
    expect(tablesWithoutCompany('update journal set code = $1 where id = $2', TENANTS)).toEqual(['journal']);
  });

  it('folds parameters and repeated value lists into one shape', () => {
    expect(
      statementShape('select 1 from "party" where "party"."id" in ($1, $2, $3) and "party"."company_id" = $4'),
    ).toBe('select 1 from "party" where "party"."id" in (?…) and "party"."company_id" = ?');
    expect(statementShape('insert into "party" ("id") values ($1), ($2)')).toBe(
      statementShape('insert into "party" ("id") values ($1), ($2), ($3)'),
    );
  });
});
