/**
 * The router: every entry of PAGE_ROUTES becomes one route inside its layout, and anything else
 * falls through to NotFound in the common layout.
 */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGE_ROUTES, type TPageLayout, type TPageRoute } from '../../../shared/routes.ts';
import { BareLayout } from '../layouts/BareLayout.tsx';
import { BlankLayout } from '../layouts/BlankLayout.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { AppShell } from './AppShell.tsx';
import { PageRoute } from './PageRoute.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

// The common layout carries the header and its navigation, menus and avatar: its own chunk, so
// the check-in form (bare layout) loads none of it.
const CommonLayout = lazy(async () => ({ default: (await import('../layouts/CommonLayout.tsx')).CommonLayout }));

function pageRoutesIn(layout: TPageLayout): RouteObject[] {
  return PAGE_ROUTES.filter((route) => route.layout === layout).map((route: TPageRoute) => ({
    path: route.path,
    element: <PageRoute route={route} />,
    // A failing page keeps its layout (header, navigation) around the error.
    errorElement: <RouteErrorPage />,
  }));
}

/** The route tree, separate from the router so tests can mount it in a memory router. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: (
            <Suspense fallback={null}>
              <CommonLayout />
            </Suspense>
          ),
          children: [...pageRoutesIn('common'), { path: '*', element: <NotFoundPage /> }],
        },
        { element: <BareLayout />, children: pageRoutesIn('bare') },
        { element: <BlankLayout />, children: pageRoutesIn('blank') },
      ],
    },
  ];
}

/** Creates the browser router the app runs on. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
