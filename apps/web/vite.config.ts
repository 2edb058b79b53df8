import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { entryZodCopy, muiWithoutCssVariables } from './entry-plugins';
import { fieldServiceWorker } from './sw-plugin';

const DEFAULT_COMPANY_NAME = 'N5 Project Manager';

/** The page title before /config answers (the app sets it from /config afterwards). */
function companyNameInHtml(): Plugin {
  const companyName = process.env.COMPANY_NAME || DEFAULT_COMPANY_NAME;
  const escaped = companyName.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    name: 'n5-company-name',
    transformIndexHtml: (html) => html.replaceAll('%COMPANY_NAME%', escaped),
  };
}

/**
 * Libraries every screen needs go into long-cached vendor chunks; everything else is split by the
 * lazy routes, so the sign-in page never downloads the shell, grids or charts. MUI stays split by
 * screen: as one chunk the sign-in page would download all of it (docs/decisions.md, the
 * browser's cold load).
 */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('/node_modules/')) return undefined;
  if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'vendor-react';
  return undefined;
}

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build is always a production build, even when the server it ships with runs with
  // NODE_ENV=test (npm start in the end-to-end run); otherwise the development builds of React
  // and Emotion ship. Vite reads NODE_ENV after loading this file.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      entryZodCopy(),
      muiWithoutCssVariables(),
      react(),
      companyNameInHtml(),
      fieldServiceWorker(),
    ],
    build: {
      target: 'es2022',
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
      sourcemap: true,
      rollupOptions: { output: { manualChunks: vendorChunk } },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': API_TARGET,
        '/auth': API_TARGET,
        '/config': API_TARGET,
      },
    },
  };
});
