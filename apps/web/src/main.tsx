import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { keepFieldReads, restoreFieldReads } from './lib/offline/read-snapshot';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const queryClient = createQueryClient();
// The field area starts from what it read last (shown offline, refetched online).
await restoreFieldReads(queryClient);
keepFieldReads(queryClient);

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
