/** 'Load older entries' under the member and hashtag views: the next page by `next_before`. */
import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowDownRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
});

export interface TLoadOlderEntriesProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad(): void;
}

/** Nothing once every entry is shown; a spinner while loading; says so when a page failed. */
export function LoadOlderEntries({ hasMore, loading, failed, onLoad }: TLoadOlderEntriesProps) {
  const styles = useStyles();
  if (!hasMore) return null;
  return (
    <div className={styles.root}>
      {failed ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>The older entries could not be loaded. Try again.</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button
        icon={loading ? <Spinner size="tiny" /> : <ArrowDownRegular />}
        disabledFocusable={loading}
        onClick={() => {
          if (!loading) onLoad();
        }}
      >
        {loading ? 'Loading older entries...' : 'Load older entries'}
      </Button>
    </div>
  );
}
