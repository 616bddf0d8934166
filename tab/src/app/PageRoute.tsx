import { Suspense } from 'react';
import type { TPageRoute } from '../../../shared/routes.ts';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { pageComponentFor } from '../pages/index.ts';
import { CurrentRouteProvider } from './current-route.tsx';
import { useRouteTitle } from './useDocumentTitle.ts';

/** Draws one entry of PAGE_ROUTES: sets the title and loads the page's code on first visit. */
export function PageRoute({ route }: { route: TPageRoute }) {
  useRouteTitle(route.title);
  const Page = pageComponentFor(route.path);
  return (
    <CurrentRouteProvider route={route}>
      <Suspense fallback={<LoadingSpinner />}>
        <Page route={route} />
      </Suspense>
    </CurrentRouteProvider>
  );
}
