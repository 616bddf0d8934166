import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { LoadingSpinner } from '../../components/LoadingSpinner.tsx';

export interface TQueryGateProps<T> {
  query: UseQueryResult<T>;
  /** Drawn when the server answers 404 (an unknown link); the error bar otherwise. */
  notFound?: ReactNode;
  children(data: T): ReactNode;
}

function SignInNeeded() {
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <EmptyState
      card
      title="Please sign in"
      body="You need to be signed in to see this page."
      action={<AppLink to={`/accounts/login/?next=${next}`}>Sign in</AppLink>}
    />
  );
}

/**
 * Draws a page's data once it has loaded: 'Loading...' meanwhile, the page's own screen for an
 * unknown link (404), a sign-in prompt for 401, and an error with Retry for anything else.
 */
export function QueryGate<T>({ query, notFound, children }: TQueryGateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error === null) return <LoadingSpinner />;
  const status = query.error instanceof ApiError ? query.error.status : 0;
  if (status === 404 && notFound !== undefined) return <>{notFound}</>;
  if (status === 401) return <SignInNeeded />;
  return (
    <FormCard title="Something went wrong">
      <MessageBar intent="error" layout="multiline">
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
    </FormCard>
  );
}
