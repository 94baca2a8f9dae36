import { describe, expect, it } from 'vitest';
import { TEST_CHART } from './chart-fixture.ts';
import { buildChartTree, type ChartRow, classKey, parentAccountOf, visibleChartRows } from './chart-tree.ts';

const tree = buildChartTree(TEST_CHART);

/** "  521" for an account at depth 1, "[5]" for a class: the rows as a reader sees them. */
const outline = (rows: ChartRow[]) =>
  rows.map((row) => (row.kind === 'class' ? `[${row.number}]` : `${'  '.repeat(row.depth)}${row.account.number}`));

describe('buildChartTree', () => {
  it('hangs each account under its parentNumber, classes holding their top accounts', () => {
    expect(tree.classes.map((group) => [group.number, group.rootIds, group.accountCount])).toEqual([
      ['1', ['acc-10'], 3],
      ['4', ['acc-40'], 2],
      ['5', ['acc-52', 'acc-57'], 6],
    ]);
    expect(tree.childIds.get('acc-52')).toEqual(['acc-521']);
    expect(tree.childIds.get('acc-57')).toEqual(['acc-571', 'acc-572']);
    expect(tree.parentId.get('acc-5211')).toBe('acc-521');
  });
});

describe('visibleChartRows', () => {
  it('starts with the classes only, all collapsed', () => {
    expect(outline(visibleChartRows(tree, new Set(), ''))).toEqual(['[1]', '[4]', '[5]']);
  });

  it('opens a class, then an account, on demand', () => {
    const expanded = new Set([classKey('5')]);
    expect(outline(visibleChartRows(tree, expanded, ''))).toEqual(['[1]', '[4]', '[5]', '52', '57']);
    expanded.add('acc-52');
    const rows = visibleChartRows(tree, expanded, '');
    expect(outline(rows)).toEqual(['[1]', '[4]', '[5]', '52', '  521', '57']);
    expect(rows.find((row) => row.key === 'acc-521')).toMatchObject({ hasChildren: true, expanded: false });
  });

  it.each([
    ['5211', ['[5]', '52', '  521', '    5211']],
    ['57', ['[5]', '57', '  571', '  572']],
    ['caisse siege', ['[5]', '57', '  571']],
    ['CAPITAL', ['[1]', '10', '  101', '    1011']],
    ['brasseries', ['[4]', '40', '  401']],
    ['F001', ['[4]', '40', '  401']],
    ['zzz', []],
  ])('search "%s" shows the matches and their parents, opened', (query, expected) => {
    expect(outline(visibleChartRows(tree, new Set(), query))).toEqual(expected);
  });

  it('marks the matches, not their parents', () => {
    const rows = visibleChartRows(tree, new Set(), 'banques locales');
    expect(rows.filter((row) => row.kind === 'account' && row.matches).map((row) => row.key)).toEqual(['acc-521']);
  });
});

describe('parentAccountOf', () => {
  it.each([
    ['52110001', '5211'],
    ['5215', '521'],
    ['5800', null],
    ['4011', '401'],
  ])('places %s under %s', (number, parent) => {
    expect(parentAccountOf(tree, number)?.number ?? null).toBe(parent);
  });
});
