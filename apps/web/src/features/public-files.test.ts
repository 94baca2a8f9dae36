import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const featuresDir = import.meta.dirname;
const publicFiles = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(entry.name, 'public.ts'))
  .filter((file) => {
    try {
      readFileSync(join(featuresDir, file));
      return true;
    } catch {
      return false;
    }
  });

/** The statements of a file that are not `export … from '…'`. */
function statementsOtherThanReExports(file: string): string[] {
  const text = readFileSync(join(featuresDir, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier))
    .map((statement) => statement.getText(source));
}

// apps/web/vite.config.ts tells the bundler these files have no side effects, so a screen that takes one
// export of a feature does not carry the rest: a statement of their own would be dropped from the build.
describe("features' public files", () => {
  it('exist', () => {
    expect(publicFiles.length).toBeGreaterThan(10);
  });

  it.each(publicFiles)('%s only re-exports', (file) => {
    expect(statementsOtherThanReExports(file)).toEqual([]);
  });
});
