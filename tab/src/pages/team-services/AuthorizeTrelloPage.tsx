import { Body1, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { TeamSettingsLayout } from '../teams/TeamSettingsLayout.tsx';
import { ManageGate } from './ManageGate.tsx';
import { startToolAuth, useTeamServices } from './team-services-queries.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '520px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/**
 * /team/settings/services/authorize-trello (part 3 §2.10): starts the admin's own Trello
 * connection (start_auth service=trello), coming back to configure-trello to tick the boards.
 */
export default function AuthorizeTrelloPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useTeamServices();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useDocumentTitle(route.title);
  const authorize = () => {
    setPending(true);
    void startToolAuth('trello', '/team/settings/services/configure-trello/')
      .catch(() => 'The connection could not start. Try again in a moment.')
      .then((message) => {
        setError(message);
        setPending(false);
      });
  };
  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(view) => (
          <ManageGate view={view}>
            <div className={styles.root}>
              <Body1>
                Trello asks you to let Rollcall read your boards. Afterwards you choose which boards’ card events appear
                in the team activity.
              </Body1>
              {error ? (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              ) : null}
              <div className={styles.row}>
                <Button appearance="primary" disabled={pending} onClick={authorize}>
                  Authorize Trello
                </Button>
                <AppLink to="/team/settings/services/">Cancel</AppLink>
              </div>
            </div>
          </ManageGate>
        )}
      </QueryGate>
    </TeamSettingsLayout>
  );
}
