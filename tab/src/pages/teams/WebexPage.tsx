import { Body1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { canCreateTeams } from '../../../../shared/permissions.ts';
import { type TWebexSetup, WEBEX_MESSAGES } from '../../../../shared/webex.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { CopyLinkField } from '../../components/CopyLinkField.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { LockedAction } from './LockedAction.tsx';
import { PlatformInfoLayout, type TPlatformNotice } from './PlatformInfoLayout.tsx';
import { webexSetupQuery } from './webex-connect/webex-queries.ts';

/** Webex's own public pages: bots in Webex spaces (and the organization policy that may block them). */
export const WEBEX_LEARN_MORE_URL = 'https://help.webex.com/en-us/article/bbtwoj';
/** Webex App Hub, Webex's directory of bots and integrations. */
export const WEBEX_APP_DIRECTORY_URL = 'https://apphub.webex.com/';

const useStyles = makeStyles({
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalS },
  address: { maxWidth: '480px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
});

/** The notice of Cisco Webex Teams as this server runs it. */
function noticeOf(setup: TWebexSetup, mayConnect: boolean, organization: string): TPlatformNotice {
  if (!setup.bot_running)
    return {
      intent: 'info',
      title: 'Cisco Webex Teams is not set up on this server',
      body: WEBEX_MESSAGES.notConfigured,
    };
  return {
    intent: 'success',
    title: 'Cisco Webex Teams is ready on this server',
    body: mayConnect
      ? 'Add the Rollcall bot to the space of your team in Webex with the steps below, then confirm the connection in Rollcall.'
      : `Anyone in the space can add the Rollcall bot, but an Account Admin or a Team Admin of ${organization} confirms the connection: send them the welcome link the bot gives you.`,
  };
}

/** How the bot is named in step 1: its address when the server knows it. */
function BotAddress({ setup }: { setup: TWebexSetup }) {
  const styles = useStyles();
  const name = setup.bot_name ?? 'the Rollcall bot';
  if (setup.bot_email === null)
    return (
      <li>
        In Webex, open the space of your team and add {name} to it as a member (ask the administrator of this Rollcall
        server for the bot&apos;s address).
      </li>
    );
  return (
    <li>
      In Webex, open the space of your team, choose <b>People</b>, then <b>Add people</b>, and add {name} by its
      address:
      <div className={styles.address}>
        <CopyLinkField label="The Rollcall bot's Webex address" value={setup.bot_email} />
      </div>
    </li>
  );
}

/** The five steps of spec part 3 §2.8, from adding the bot to the success message. */
function InstallSteps({ setup }: { setup: TWebexSetup }) {
  const styles = useStyles();
  return (
    <>
      <Body1 as="p">Install Rollcall in Cisco Webex Teams in five steps:</Body1>
      <ol className={styles.steps}>
        <BotAddress setup={setup} />
        <li>
          The bot sends you, privately, a welcome message with a link: follow it. The link works once, for the space you
          added the bot to.
        </li>
        <li>Register your Rollcall account with the email address you use in Webex, or sign in if you have one.</li>
        <li>
          Confirm the connection: <b>Connect team</b>, or, when your team is linked already, <b>Overwrite</b> it or{' '}
          <b>Create New Team</b>. The members of the space join Rollcall as Team Members.
        </li>
        <li>The bot posts a success message in the space: your team is connected and check-ins can start.</li>
      </ol>
    </>
  );
}

/** Webex's own pages, which open in a new tab. */
function WebexLinks() {
  const styles = useStyles();
  return (
    <Body1 as="p" className={styles.actions}>
      <Link href={WEBEX_LEARN_MORE_URL} target="_blank" rel="noopener noreferrer">
        Learn more about bots in Webex (opens in a new tab)
      </Link>
      <Link href={WEBEX_APP_DIRECTORY_URL} target="_blank" rel="noopener noreferrer">
        Webex App Hub, the app directory (opens in a new tab)
      </Link>
    </Body1>
  );
}

/**
 * Connect Cisco Webex Teams (spec part 3 §2.8): whether this server runs a Webex bot (and who sets
 * it up when it does not), the bot's address and the five install steps, and Webex's own pages
 * about bots and its app directory. A plan with email teams only sees the steps locked.
 */
export default function WebexPage({ route }: TPageProps) {
  const { user } = useLoadedState();
  const query = useQuery(webexSetupQuery());
  const mayConnect = user !== null && canCreateTeams(user);
  const emailOnly = user?.feature_map.includes('EMAIL_TEAM_ONLY') ?? false;
  const styles = useStyles();
  return (
    <QueryGate query={query}>
      {(setup) => (
        <PlatformInfoLayout
          title={route.title}
          subtitle="Add the Rollcall bot to the space of your team in Webex and your members answer check-ins in Webex."
          notice={noticeOf(setup, mayConnect, user?.account_name ?? 'your organization')}
          offerEmail={!setup.bot_running}
        >
          {setup.bot_running && emailOnly ? (
            <div className={styles.actions}>
              <LockedAction label="Connect Cisco WebEx Teams" reason={WEBEX_MESSAGES.emailOnly} />
            </div>
          ) : null}
          {setup.bot_running && !emailOnly ? <InstallSteps setup={setup} /> : null}
          <WebexLinks />
        </PlatformInfoLayout>
      )}
    </QueryGate>
  );
}
