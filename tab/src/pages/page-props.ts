import type { TPageRoute } from '../../../shared/routes.ts';

/** What every page module's default export receives: the PAGE_ROUTES entry it was matched by. */
export interface TPageProps {
  route: TPageRoute;
}
