import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Keeps the sign-in page's download small (issue 37, 150 kB as Chromium receives it). Rollup
 * tree-shakes a module once for the whole app and puts a module the entry imports into the entry
 * chunk: a library shared by the entry and the lazy areas arrives on the sign-in page with
 * everything any area uses of it. Two such libraries are split here, for builds only (tests and
 * the dev server run the plain modules). docs/decisions/platform.md, 2026-11-27.
 */

/** The files of the entry chunk that build schemas or parse with Zod Mini. */
const ENTRY_ZOD_IMPORTERS = [
  '/packages/shared/src/session/',
  '/packages/shared/src/core/errors.ts',
  '/apps/web/src/lib/api-client.ts',
];
const ENTRY_COPY = '?entry-zod';

/**
 * The entry's Zod: its own copy of the Zod modules (the same files, under another module id), so
 * it holds only what the session contract and `callApi` use (Mini's object, string, int, array,
 * enum, email, safeParse). The areas' classic Zod no longer lands in the entry; it arrives with
 * the first area. Zod is built for several copies in one page: `instanceof` tests its traits by
 * name, and the entry's `safeParse` runs any copy's schema through its `_zod.run`.
 */
export function entryZodCopy(): Plugin {
  return {
    name: 'n5-entry-zod-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = importer.endsWith(ENTRY_COPY);
      const fromEntry =
        source.startsWith('zod') && ENTRY_ZOD_IMPORTERS.some((file) => importer.includes(file));
      if (!fromCopy && !fromEntry) return null;
      const plainImporter = fromCopy ? importer.slice(0, -ENTRY_COPY.length) : importer;
      const resolved = await this.resolve(source, plainImporter, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes('/node_modules/zod/')) return resolved;
      return `${resolved.id}${ENTRY_COPY}`;
    },
    load(id) {
      if (!id.endsWith(ENTRY_COPY)) return null;
      return fs.readFileSync(id.slice(0, -ENTRY_COPY.length), 'utf8');
    },
  };
}

const NO_CSS_VARS = '\0n5-mui-no-css-vars';

/**
 * MUI's `createTheme` and `ThemeProvider` import the CSS-variables theme and provider beside the
 * plain ones and pick at run time; the app's theme has no `cssVariables` or `colorSchemes`, so
 * only the plain ones run. Those two imports get a stand-in that says so if it is ever reached
 * (about 27 kB of minified code less in the entry chunk).
 */
export function muiWithoutCssVariables(): Plugin {
  const importers = /\/@mui\/material\/esm\/styles\/(createTheme|ThemeProvider)\.js$/;
  const targets = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.js$/;
  return {
    name: 'n5-mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && importers.test(importer) && targets.test(source)) return NO_CSS_VARS;
      return null;
    },
    load(id) {
      if (id !== NO_CSS_VARS) return null;
      const refuse = `() => { throw new Error('The app is built without MUI CSS-variables themes (apps/web/entry-plugins.ts).'); }`;
      return `const refuse = ${refuse};\nexport default refuse;\nexport const CssVarsProvider = refuse;\n`;
    },
  };
}
