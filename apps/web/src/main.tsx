import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { loadRouteTable } from './app/screen-code';
import { keepFieldReads, restoreFieldReads } from './lib/offline/read-snapshot';
import { createQueryClient } from './lib/query-client';
import { isFieldPage } from './sw/sw-routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A field page's code starts loading at once, beside the kept reads (issue 39's < 1 s budget).
const path = window.location.pathname;
// The screens' code table too (app/screen-code.tsx), which the page asks for before its screen.
if (path.startsWith('/m/receipts')) void import('./app/screens/mobile-receipts-screen');
else if (isFieldPage(path)) void import('./app/screens/mobile-screens');
if (isFieldPage(path)) void loadRouteTable().catch(() => undefined);

const queryClient = createQueryClient();

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// The field area starts from what it read last (shown offline, refetched online). A promise,
// not a top-level await: an awaiting entry made Rollup split the sign-in page's JavaScript into
// some 35 chunks, 17 KB more gzipped.
void restoreFieldReads(queryClient).finally(() => {
  keepFieldReads(queryClient);
  render(root);
});
