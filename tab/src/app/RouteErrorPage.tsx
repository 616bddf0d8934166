import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { refusalScreen } from '../components/access/refusal-screen.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
});

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'An unexpected error happened.';
}

function SomethingWentWrong({ error }: { error: unknown }) {
  const styles = useStyles();
  useDocumentTitle('Something went wrong');
  return (
    <div className={styles.page} role="alert">
      <Title2 as="h1">Something went wrong</Title2>
      <Body1>{describe(error)}</Body1>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </div>
  );
}

/**
 * Shown when a page throws while rendering or its code fails to load (for example after a new
 * release replaced the old files); reloading fetches the current version. A refusal thrown by the
 * API is not a crash: a guest goes to the login page, a 403 gets the access-denied page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return refusalScreen(error) ?? <SomethingWentWrong error={error} />;
}
