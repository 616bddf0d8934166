import { Body1, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { WORK_TOOL_LIMITS, WORK_TOOL_MESSAGES } from '../../../../shared/work-tools.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import type { TPageProps } from '../page-props.ts';
import { trelloCallbackTarget } from './trello-callback.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    margin: `${tokens.spacingVerticalXXXL} auto`,
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
  },
});

/**
 * /team/settings/services/trello-callback (blank layout; part 3 §2.10, §9): Trello comes back here
 * with #token=...; after 1 s the page goes on to the generic callback with the token as `code`
 * (location.replace, so Back does not return to a page holding the token). Without a token it
 * says the authentication failed and links back to the dashboard.
 */
export default function TrelloCallbackPage({ route }: TPageProps) {
  const styles = useStyles();
  const target = useMemo(() => trelloCallbackTarget(window.location.hash, window.location.search), []);
  useDocumentTitle(target ? route.title : WORK_TOOL_MESSAGES.trelloFailedTitle);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => window.location.replace(target), WORK_TOOL_LIMITS.trelloRedirectMs);
    return () => clearTimeout(timer);
  }, [target]);
  if (!target) {
    return (
      <main className={styles.root}>
        <Title2 as="h1">{WORK_TOOL_MESSAGES.trelloFailedTitle}</Title2>
        <Body1 as="p">{WORK_TOOL_MESSAGES.trelloFailed}</Body1>
        <AppLink to="/dashboard/">Back to the dashboard</AppLink>
      </main>
    );
  }
  return (
    <main className={styles.root} aria-busy="true">
      <Title2 as="h1">{WORK_TOOL_MESSAGES.trelloConnecting}</Title2>
      <Spinner size="medium" aria-hidden="true" />
      <Body1 as="p" role="status">
        {WORK_TOOL_MESSAGES.trelloWait}
      </Body1>
    </main>
  );
}
