import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { AppLink } from '../components/AppLink.tsx';
import { EmptyState } from '../components/EmptyState.tsx';

/** Shown for any path that is not in PAGE_ROUTES, with a way back home. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <EmptyState
      title="Page not found"
      body="The page you asked for does not exist or has moved."
      action={<AppLink to="/">Go to the home page</AppLink>}
    />
  );
}
