import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useInitialState } from '../api/initial-state.ts';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { LoadedStateProvider } from './loaded-state.tsx';
import { TeamsSignInGate } from './TeamsSignInGate.tsx';

const useStyles = makeStyles({
  failure: {
    maxWidth: '640px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
});

/**
 * Holds the app back until the initial state has loaded (every page needs the user and the CSRF
 * token): a spinner meanwhile, an error with Retry if it fails. Inside a Teams tab, a signed-out
 * state first tries single sign-on (TeamsSignInGate).
 */
export function StateGate({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { data, error, refetch, isFetching } = useInitialState();

  if (data !== undefined) {
    return (
      <LoadedStateProvider state={data}>
        <TeamsSignInGate state={data} onSignedIn={refetch}>
          {children}
        </TeamsSignInGate>
      </LoadedStateProvider>
    );
  }
  if (error === null) return <LoadingSpinner />;
  return (
    <div className={styles.failure} role="alert">
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>Rollcall could not load.</MessageBarTitle>
          {error.message}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}
