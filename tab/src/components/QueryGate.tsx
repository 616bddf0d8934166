import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-error.ts';
import { AccessDenied } from './access/AccessDenied.tsx';
import { refusalScreen } from './access/refusal-screen.tsx';
import { FormCard } from './forms/FormCard.tsx';
import { LoadingSpinner } from './LoadingSpinner.tsx';

export interface TQueryGateProps<T> {
  query: UseQueryResult<T>;
  /** Drawn when the server answers 404 (an unknown link); the error bar otherwise. */
  notFound?: ReactNode;
  /** 'card' draws a failure in its own card (standalone pages); 'inline' as a bar in the page. */
  frame?: 'card' | 'inline';
  children(data: T): ReactNode;
}

/**
 * Draws a page's data once it has loaded (every page that loads its own data uses it): 'Loading...'
 * meanwhile, the page's own screen for an unknown link (404; a 'nothing to show' page with the
 * server's reason when it has none), the login page for a guest (401), the access-denied page for
 * a refusal (403), and an error with Retry for anything a retry can fix.
 */
export function QueryGate<T>({ query, notFound, frame = 'card', children }: TQueryGateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error === null) return <LoadingSpinner />;
  const status = query.error instanceof ApiError ? query.error.status : 0;
  if (status === 404 && notFound !== undefined) return <>{notFound}</>;
  if (status === 404) return <AccessDenied kind="missing" reason={query.error.message} />;
  const refused = refusalScreen(query.error);
  if (refused !== null) return <>{refused}</>;
  const failure = (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>This page could not load.</MessageBarTitle>
        {query.error.message}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
  return frame === 'card' ? <FormCard title="Something went wrong">{failure}</FormCard> : failure;
}
