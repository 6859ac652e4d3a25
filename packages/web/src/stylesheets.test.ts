// The rules every stylesheet keeps (ARCHITECTURE, "Styles"): one global sheet of shared primitives
// (styles.css), one look per universe (theme/looks/), and a scoped CSS Module beside every screen
// or component that needs its own rules. Vitest does not process CSS, so a misspelt `styles.x`
// would pass every component test unseen: this file reads the sheets and their importers as text.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = dirname(new URL(import.meta.url).pathname);

function filesUnder(folder: string, test: (name: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const stylesheets = filesUnder(SRC, (name) => name.endsWith('.css'));
const modules = stylesheets.filter((file) => file.endsWith('.module.css'));
const sources = filesUnder(SRC, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

/** The class names a module defines: every `.name` in a selector, `:global(...)` left out. */
function classesOf(file: string): Set<string> {
  const css = withoutComments(readFileSync(file, 'utf8')).replace(/:global\([^)]*\)/g, '');
  const selectors = css.replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string));
}

/** Each source file that imports a module, with the names it reads from it (`styles.x`, `styles['x']`). */
function importersOf(file: string): { source: string; used: Set<string>; dynamic: boolean }[] {
  const importers = [];
  for (const source of sources) {
    const text = readFileSync(source, 'utf8');
    for (const match of text.matchAll(/import (\w+) from '(\.[^']+\.module\.css)'/g)) {
      const [, name, path] = match as unknown as [string, string, string];
      if (resolve(dirname(source), path) !== file) continue;
      const used = new Set(
        [...text.matchAll(new RegExp(`\\b${name}(?:\\.(\\w+)|\\['([\\w-]+)'\\])`, 'g'))].map(
          (use) => (use[1] ?? use[2]) as string,
        ),
      );
      const dynamic =
        new RegExp(`\\b${name}\\[(?!')`).test(text) ||
        new RegExp(`\\b${name}\\b(?![.[])`).test(text.replace(match[0], ''));
      importers.push({ source: relative(SRC, source), used, dynamic });
    }
  }
  return importers;
}

describe('stylesheets', () => {
  it('are the global primitives, the universes’ looks, or CSS Modules', () => {
    const loose = stylesheets
      .map((file) => relative(SRC, file))
      .filter((file) => file !== 'styles.css' && !file.startsWith('theme/looks/') && !file.endsWith('.module.css'));
    expect(loose).toEqual([]);
  });

  it('write no colour of their own: every colour is a theme custom property', () => {
    const literal =
      /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|:\s*(?:white|black|red|green|blue|gray|grey)\b|,\s*(?:white|black)\s*\)/;
    const offenders = stylesheets
      .filter((file) => !relative(SRC, file).startsWith('theme/looks/'))
      .flatMap((file) =>
        withoutComments(readFileSync(file, 'utf8'))
          .split('\n')
          .filter((line) => literal.test(line))
          .map((line) => `${relative(SRC, file)}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it.each(modules.map((file) => [relative(SRC, file), file]))(
    '%s: every class it defines is used, every class used is defined',
    (_, file) => {
      const defined = classesOf(file);
      const importers = importersOf(file);
      expect(importers.length, 'imported by no component').toBeGreaterThan(0);
      for (const name of defined) expect(name, 'a module class is named in camelCase').toMatch(/^[a-z][a-zA-Z0-9]*$/);
      const used = new Set(importers.flatMap((importer) => [...importer.used]));
      expect(
        [...used].filter((name) => !defined.has(name)),
        'read but not defined',
      ).toEqual([]);
      if (importers.some((importer) => importer.dynamic)) return;
      const composed = withoutComments(readFileSync(file, 'utf8')).matchAll(/composes:\s*([\w\s]+?)(?:\s+from\b|;)/g);
      const viaComposes = new Set([...composed].flatMap((match) => (match[1] as string).trim().split(/\s+/)));
      expect(
        [...defined].filter((name) => !used.has(name) && !viaComposes.has(name)),
        'defined but never used',
      ).toEqual([]);
    },
  );
});
