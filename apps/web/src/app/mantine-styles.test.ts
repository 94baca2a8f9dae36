import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = dirname(fileURLToPath(import.meta.url));
const srcDir = join(appDir, '..');
const mantineStylesDir = join(srcDir, '../../../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The Mantine components the app's code imports by name (Radio, Table…). */
function componentsUsed(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
    )) {
      for (const name of (match[1] ?? '').matchAll(/\b([A-Z][A-Za-z]+)\b/g)) names.add(name[1] ?? '');
    }
  }
  return names;
}

describe("Mantine's CSS, one file per component (app/mantine-styles*.ts)", () => {
  it('imports the CSS of every component the app uses that has one (a Radio without it draws a bare native input)', () => {
    const imported = ['mantine-styles.ts', 'mantine-styles-app.ts'].flatMap((file) =>
      [...readFileSync(join(appDir, file), 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map(
        (match) => match[1],
      ),
    );
    const missing = [...componentsUsed()].filter(
      (name) => existsSync(join(mantineStylesDir, `${name}.css`)) && !imported.includes(name),
    );
    expect(missing).toEqual([]);
  });
});
