import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { TEAMS_APP_PACKAGE_PATH, type TMsTeamsSetup } from '../../../../shared/msteams.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { ContactLink, HelpArticleLink } from '../help/support-links.tsx';
import type { TPageProps } from '../page-props.ts';
import { PlatformInfoLayout, type TPlatformNotice } from './PlatformInfoLayout.tsx';
import { CONNECT_CODE_ANCHOR } from './platforms.ts';
import { useMsTeamsSetup } from './team-queries.ts';

const useStyles = makeStyles({
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalS },
});

/** The notice of Microsoft Teams as this server runs it. */
function noticeOf(setup: TMsTeamsSetup, organization: string): TPlatformNotice {
  if (setup.status === 'off')
    return {
      intent: 'info',
      title: 'Microsoft Teams is not configured on this server',
      body: "Connecting Microsoft Teams needs the Azure Bot's app id and secret (BOT_ID and BOT_PASSWORD), which the administrator of this Rollcall server has not set. You can run your team by email in the meantime.",
    };
  if (setup.status === 'local')
    return {
      intent: 'warning',
      title: 'The Rollcall bot runs here without an Azure Bot',
      body: `Microsoft Teams cannot install the Rollcall app until the administrator of this server fixes: ${setup.problems.join(' ')}`,
    };
  return {
    intent: 'success',
    title: 'Microsoft Teams is ready on this server',
    body: setup.can_install
      ? 'Install the Rollcall app in Microsoft Teams with the steps below, then connect your team.'
      : `An Account Admin or a Team Admin of ${organization} installs the Rollcall app in Microsoft Teams: ask one of them.`,
  };
}

/** What an admin does in Microsoft Teams, from the app package to the connected team. */
function InstallSteps() {
  const styles = useStyles();
  return (
    <>
      <Body1 as="p">Install Rollcall in Microsoft Teams:</Body1>
      <ol className={styles.steps}>
        <li>
          <Button
            as="a"
            href={TEAMS_APP_PACKAGE_PATH}
            download="rollcall-teams.zip"
            appearance="primary"
            icon={<ArrowDownloadRegular />}
          >
            Download the Rollcall app package
          </Button>{' '}
          <Body1>(rollcall-teams.zip, made for this server).</Body1>
        </li>
        <li>
          In Microsoft Teams, open <b>Apps</b>, then <b>Manage your apps</b> and <b>Upload an app</b>, and upload the
          zip (or have your Microsoft 365 administrator add it in the Teams admin center).
        </li>
        <li>
          Add the Rollcall app to your team. The bot sends whoever added it a chat message with a <b>Connect</b> link
          and a connect code.
        </li>
        <li>
          Open the link, or enter the code under{' '}
          <AppLink to={`/platform/connect/#${CONNECT_CODE_ANCHOR}`}>Have a Team connect code?</AppLink>, and press{' '}
          <b>Connect team</b>: the members and channels of the team are imported.
        </li>
      </ol>
    </>
  );
}

/**
 * Connect Microsoft Teams (spec part 3 §2.8): whether Teams works on this server (and what its
 * administrator must set when it does not), the app package and install steps for those who may
 * connect teams, the guide and support links, and the connect code link.
 */
export default function MsTeamsPage({ route }: TPageProps) {
  const { user } = useLoadedState();
  const query = useMsTeamsSetup();
  return (
    <QueryGate query={query}>
      {(setup) => (
        <PlatformInfoLayout
          title={route.title}
          subtitle="Add the Rollcall bot to a team in Microsoft Teams and your members answer check-ins in chat."
          notice={noticeOf(setup, user?.account_name ?? 'your organization')}
          offerEmail={setup.status !== 'ready'}
        >
          {setup.status === 'ready' && setup.can_install ? <InstallSteps /> : null}
          <Body1 as="p">
            Follow the{' '}
            <HelpArticleLink slug="connecting-your-platform" inline>
              written guide
            </HelpArticleLink>{' '}
            to add the bot to your team, or{' '}
            <ContactLink topic="Question" inline>
              write to support
            </ContactLink>{' '}
            and we will walk you through it.
          </Body1>
          <Body1 as="p">
            <AppLink to={`/platform/connect/#${CONNECT_CODE_ANCHOR}`}>Have a Team connect code?</AppLink>
          </Body1>
        </PlatformInfoLayout>
      )}
    </QueryGate>
  );
}
