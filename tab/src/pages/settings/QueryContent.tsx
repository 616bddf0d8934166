import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  loading: { display: 'flex', justifyContent: 'center', padding: `${tokens.spacingVerticalXXXL} 0` },
});

/**
 * Draws a page's data once its query has it: 'Loading...' meanwhile, and a failed load as an
 * error with Retry.
 */
export function QueryContent<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const styles = useStyles();
  if (query.data !== undefined) return children(query.data);
  if (query.error === null) {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading..." />
      </div>
    );
  }
  return (
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
}
