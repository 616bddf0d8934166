/**
 * Starts the web app: Fluent UI theme (the Teams theme inside a Teams tab), the query client and
 * the router, mounted into #root.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { HostThemeProvider } from './app/HostThemeProvider.tsx';
import { createAppRouter } from './app/router.tsx';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element.');

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(rootElement).render(
  <StrictMode>
    <HostThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </HostThemeProvider>
  </StrictMode>,
);
