import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The modules whose code the field area needs offline (issue 39 item 5): its two screens, the
 * screens' code table the entry asks for before any screen but sign-in (app/screen-code.tsx) and
 * the PDF builder the receipt flow loads. Each is walked through its static imports; the desktop's
 * screens (the checklists and KPI charts /m opens on demand) are not precached, and are kept by
 * the worker once opened online.
 */
const OFFLINE_ROOTS = [
  /\/app\/route-table\.ts$/,
  /\/app\/screens\/mobile-screens\.tsx$/,
  /\/app\/screens\/mobile-receipts-screen\.tsx$/,
  /\/node_modules\/pdf-lib\//,
];

/** The built files of the entry and the field area, with their CSS, for the worker to precache. */
export function precacheList(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter(
    (c) => c.isEntry || OFFLINE_ROOTS.some((r) => c.facadeModuleId && r.test(c.facadeModuleId)),
  );
  const files = new Set<string>();
  const walk = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) walk(next);
    }
  };
  roots.forEach(walk);
  return ['/index.html', '/favicon.svg', ...[...files].sort().map((f) => `/${f}`)];
}
