import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ZFormOk } from '../../../../shared/accounts.ts';
import { ApiError } from '../../api/api-error.ts';
import { apiPost } from '../../api/client.ts';
import { followRedirect } from '../../api/forms.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { TeamSettingsLayout } from '../teams/TeamSettingsLayout.tsx';
import { ManageGate } from './ManageGate.tsx';
import { useTeamServices } from './team-services-queries.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '520px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

const TOOLS = {
  '/team/settings/services/disable-asana': { label: 'Asana', what: 'task events of its project' },
  '/team/settings/services/disable-trello': { label: 'Trello', what: 'card events of its boards' },
  '/team/settings/services/disable-clubhouse': {
    label: 'Clubhouse',
    what: 'its members, so its webhook events are matched to nobody',
  },
} as const;

/** The disable-asana, disable-trello and disable-clubhouse confirmation pages (part 3 §2.10): a POST to the same path. */
export default function DisableToolPage({ route }: TPageProps) {
  const styles = useStyles();
  const query = useTeamServices();
  const tool = TOOLS[route.path as keyof typeof TOOLS];
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  useDocumentTitle(route.title);

  const disable = async () => {
    setPending(true);
    setErrors([]);
    try {
      followRedirect(await apiPost(`${route.path}/`, {}, ZFormOk), '/team/settings/services/');
    } catch (error) {
      setErrors([error instanceof ApiError ? error.message : 'Something went wrong. Please contact support.']);
      setPending(false);
    }
  };

  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(view) => (
          <ManageGate view={view}>
            <div className={styles.root}>
              <FormErrorBar messages={errors} />
              <Body1>
                Disable {tool.label} for {view.team_name}? Rollcall stops reading {tool.what}. What is already in the
                team activity stays.
              </Body1>
              <div className={styles.row}>
                <Button appearance="primary" disabled={pending} onClick={() => void disable()}>
                  Disable {tool.label}
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
