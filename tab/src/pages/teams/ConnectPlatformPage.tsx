import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { ChatMultipleRegular, MailRegular, PeopleTeamRegular, VideoRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { TPlatform } from '../../../../shared/roles.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import type { TPageProps } from '../page-props.ts';
import { ConnectCodeForm } from './ConnectCodeForm.tsx';
import { CreateTeamRefused, refusesTeamCreation } from './CreateTeamRefused.tsx';
import { PlatformCard } from './PlatformCard.tsx';

const useStyles = makeStyles({
  root: { maxWidth: '960px', margin: '0 auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

interface TOption {
  platform: TPlatform;
  title: string;
  description: string;
  icon: ReactNode;
  to: string;
  buttonLabel: string;
}

const OPTIONS: readonly TOption[] = [
  {
    platform: 'SLACK',
    title: 'Slack',
    description: 'Check-ins arrive as direct messages from the Rollcall bot in your Slack workspace.',
    icon: <ChatMultipleRegular />,
    to: '/platform/slack/',
    buttonLabel: 'Connect Slack',
  },
  {
    platform: 'MSTEAMS',
    title: 'Microsoft Teams',
    description: 'Add the Rollcall bot to a team in Microsoft Teams and members answer in chat.',
    icon: <PeopleTeamRegular />,
    to: '/platform/msteams/',
    buttonLabel: 'Connect Microsoft Teams',
  },
  {
    platform: 'SPARK',
    title: 'Cisco Webex Teams',
    description: 'Add the Rollcall bot to your Webex team and members answer in Webex.',
    icon: <VideoRegular />,
    to: '/platform/webex/',
    buttonLabel: 'Connect Cisco WebEx Teams',
  },
  {
    platform: 'EMAIL',
    title: 'Email',
    description: 'No chat app needed: members get their check-ins by email and answer on a web page.',
    icon: <MailRegular />,
    to: '/platform/email/',
    buttonLabel: 'Connect Email',
  },
];

/**
 * Connect a platform (spec part 3 §2.8): the platforms the user may use (their own, or all when
 * they have none yet), then the Microsoft Teams connect-code form for whoever may use Teams; chat
 * platforms and the code are locked when the plan allows email teams only. Those who may not add
 * teams are told who can, and keep the connect-code form (its page gives them the link for their admin).
 */
export default function ConnectPlatformPage({ route }: TPageProps) {
  const styles = useStyles();
  const { user } = useLoadedState();
  const userPlatform: TPlatform = user?.platform ?? 'NONE';
  const emailOnly = user?.feature_map.includes('EMAIL_TEAM_ONLY') ?? false;
  const options = OPTIONS.filter((option) => userPlatform === 'NONE' || option.platform === userPlatform);
  const offersConnectCode = userPlatform === 'NONE' || userPlatform === 'MSTEAMS';
  if (user && refusesTeamCreation(user)) {
    // The bot sends its connect code to whoever added it: the code's page gives them the link for their admin.
    return (
      <div className={styles.root}>
        <CreateTeamRefused user={user} />
        {offersConnectCode ? <ConnectCodeForm locked={emailOnly} /> : null}
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <Title2 as="h1" className={styles.heading}>
        {route.title}
      </Title2>
      <Body1>Choose where your team answers its check-ins.</Body1>
      <div className={styles.grid}>
        {options.map((option) => (
          <PlatformCard
            key={option.platform}
            title={option.title}
            description={option.description}
            icon={option.icon}
            to={option.to}
            buttonLabel={option.buttonLabel}
            locked={emailOnly && option.platform !== 'EMAIL'}
          />
        ))}
      </div>
      {offersConnectCode ? <ConnectCodeForm locked={emailOnly} /> : null}
    </div>
  );
}
