/**
 * The PAGE_ROUTES entry being drawn, for components deep in a page (the access-denied and error
 * states) that say which page they stand for without each page passing its route down.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { TPageRoute } from '../../../shared/routes.ts';

const CurrentRouteContext = createContext<TPageRoute | null>(null);

/** Makes the route being drawn known below it (PageRoute wraps every page in it). */
export function CurrentRouteProvider({ route, children }: { route: TPageRoute; children: ReactNode }) {
  return <CurrentRouteContext.Provider value={route}>{children}</CurrentRouteContext.Provider>;
}

/** The route being drawn, or null outside a page (the shell, the not-found page). */
export function useCurrentRoute(): TPageRoute | null {
  return useContext(CurrentRouteContext);
}
