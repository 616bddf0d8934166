import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { inactiveAccountRedirect } from '../../../shared/plan-limits.ts';
import type { TPageRoute } from '../../../shared/routes.ts';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { pageComponentFor } from '../pages/index.ts';
import { CurrentRouteProvider } from './current-route.tsx';
import { useOptionalLoadedState } from './loaded-state.tsx';
import { useRouteTitle } from './useDocumentTitle.ts';

/**
 * Draws one entry of PAGE_ROUTES: sets the title and loads the page's code on first visit. Someone
 * of an inactive organisation is sent to /trial-ended/ or /billing/ instead (inactiveAccountRedirect).
 */
export function PageRoute({ route }: { route: TPageRoute }) {
  useRouteTitle(route.title);
  const state = useOptionalLoadedState();
  const redirect = inactiveAccountRedirect(state?.user ?? null, route);
  const Page = pageComponentFor(route.path);
  if (redirect) return <Navigate replace to={redirect} />;
  return (
    <CurrentRouteProvider route={route}>
      <Suspense fallback={<LoadingSpinner />}>
        <Page route={route} />
      </Suspense>
    </CurrentRouteProvider>
  );
}
