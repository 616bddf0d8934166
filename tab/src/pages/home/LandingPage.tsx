import { Body1, makeStyles, Subtitle1, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import {
  ChatMultipleRegular,
  DataBarVerticalRegular,
  GlobeClockRegular,
  MailRegular,
  PeopleTeamRegular,
  PlayCircleRegular,
  TextBulletListSquareRegular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { DEMO_PATH } from '../../../../shared/demo-tour.ts';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { useHomeStyles } from './home-styles.ts';

const useStyles = makeStyles({
  hero: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusXLarge,
    [NARROW_SCREEN]: { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  },
  title: { margin: 0, maxWidth: '760px' },
  lead: { margin: 0, maxWidth: '760px', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
});

const FEATURES = [
  {
    icon: <ChatMultipleRegular />,
    title: 'Check-ins where your team works',
    text: 'Rollcall asks each member its questions on schedule, in Microsoft Teams, Slack, Cisco Webex Teams or plain email, and reminds those who have not answered.',
  },
  {
    icon: <TextBulletListSquareRegular />,
    title: 'Summaries',
    text: 'When a run closes, everyone gets one summary of the answers, and a channel can follow each submission as it comes in.',
  },
  {
    icon: <DataBarVerticalRegular />,
    title: 'A dashboard for every run',
    text: 'Answers, goals and blockers side by side, with comments, reactions, hashtags and the history of participation.',
  },
  {
    icon: <GlobeClockRegular />,
    title: 'Every time zone',
    text: 'Each member is asked at the report time on their own clock, vacations are skipped, and private reports stay private.',
  },
] as const;

const PLATFORMS = [
  { icon: <PeopleTeamRegular />, name: 'Microsoft Teams', text: 'A card in a 1:1 chat, the summary in a channel.' },
  {
    icon: <ChatMultipleRegular />,
    name: 'Slack',
    text: 'A direct message from the Rollcall app, the summary in a channel.',
  },
  {
    icon: <ChatMultipleRegular />,
    name: 'Cisco Webex Teams',
    text: 'A card from the Rollcall bot in a 1:1 space, the summary in your team space.',
  },
  { icon: <MailRegular />, name: 'Email', text: 'Any team, no chat needed: answer on a page or by replying.' },
] as const;

function Tiles({ items }: { items: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> }) {
  const styles = useStyles();
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title} className={styles.tile}>
          <span className={styles.icon} aria-hidden="true">
            {item.icon}
          </span>
          <Subtitle2 as="h3">{item.title}</Subtitle2>
          <Body1>{item.text}</Body1>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/` for guests, which also answers 'What is Rollcall?': what it does, where it works, and the
 * ways in (Sign Up, Login).
 */
export function LandingPage() {
  const styles = useStyles();
  const home = useHomeStyles();
  const featuresId = useId();
  const platformsId = useId();
  return (
    <div className={home.page}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <Title1 as="h1" id="landing-title" className={styles.title}>
          What is Rollcall?
        </Title1>
        <Body1 as="p" className={styles.lead}>
          Rollcall runs your team's standups and check-ins for you. It asks each member a few questions on a schedule,
          in the chat your team already uses or by email, collects the answers, sends a summary and keeps every run on a
          dashboard, so nobody has to hold a meeting to know where things stand.
        </Body1>
        <div className={styles.actions}>
          <ButtonLink to="/accounts/signup/" appearance="primary" size="large">
            Sign Up
          </ButtonLink>
          <ButtonLink to="/accounts/login/" size="large">
            Login
          </ButtonLink>
          <ButtonLink to={DEMO_PATH} appearance="subtle" size="large" icon={<PlayCircleRegular />}>
            Take the tour
          </ButtonLink>
        </div>
        <Body1 as="p">Sign up starts a free 30-day trial with every feature.</Body1>
      </section>
      <section aria-labelledby={featuresId} className={home.intro}>
        <Subtitle1 as="h2" id={featuresId}>
          Standups and check-ins without the meeting
        </Subtitle1>
        <Tiles items={FEATURES} />
      </section>
      <section aria-labelledby={platformsId} className={home.intro}>
        <Subtitle1 as="h2" id={platformsId}>
          Platforms
        </Subtitle1>
        <Tiles items={PLATFORMS.map((platform) => ({ ...platform, title: platform.name }))} />
      </section>
    </div>
  );
}
