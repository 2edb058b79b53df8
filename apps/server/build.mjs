// Bundles the server (and the shared package it imports) into dist/server.js; npm packages stay
// external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  // @n5/shared is TypeScript source: bundle it rather than leave it external.
  alias: { '@n5/shared': '../../packages/shared/src' },
  sourcemap: true,
  logLevel: 'warning',
});
