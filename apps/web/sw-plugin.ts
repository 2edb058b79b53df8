import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { precacheList } from './src/sw/precache-list';

/**
 * Writes dist/sw.js: src/sw/service-worker.ts bundled with the precache list and a version
 * made from it, so every build whose files differ installs a new worker (and drops the old
 * cache), and a build that changed nothing keeps the one it has.
 */
export function fieldServiceWorker(): Plugin {
  return {
    name: 'n5-field-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const precache = precacheList(bundle);
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 16);
      const result = await build({
        entryPoints: [path.resolve(import.meta.dirname, 'src/sw/service-worker.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2020',
        minify: true,
        define: {
          __PRECACHE__: JSON.stringify(precache),
          __SHELL_VERSION__: JSON.stringify(version),
        },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: result.outputFiles[0]!.text });
    },
  };
}
