import { makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, HourglassHalfRegular, PlugConnectedRegular } from '@fluentui/react-icons';
import { DEMO_PATH } from '../../../../shared/demo-tour.ts';
import { canManageTeam } from '../../../../shared/permissions.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { RedirectToLogin } from '../../app/sign-in-redirect.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { TPageProps } from '../page-props.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { CreateTeamRefused, refusesTeamCreation } from './CreateTeamRefused.tsx';
import { NextSteps } from './NextSteps.tsx';
import { PLATFORM_LABEL } from './platforms.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'center' },
  done: { maxWidth: '760px', margin: '0 auto' },
});

/**
 * Setup (spec part 3 §2.8): members wait for their admin; without a connected team it offers the
 * platforms; otherwise 'Done' with the platform the team uses and the next steps.
 */
export default function SetupPage(_props: TPageProps) {
  const styles = useStyles();
  const { user, team } = useLoadedState();
  const teamName = team?.team_name ?? user?.current_team_name ?? 'Your team';

  if (user === null) return <RedirectToLogin />;
  if (!canManageTeam(user)) {
    return (
      <EmptyState
        card
        icon={<HourglassHalfRegular />}
        title={`${teamName} is being setup...`}
        body="Your admin is setting up the reports for your team. You will get your first check-in by email."
      />
    );
  }

  if (team === null || team.service === 'NONE') {
    if (refusesTeamCreation(user)) return <CreateTeamRefused user={user} />;
    return (
      <EmptyState
        card
        icon={<PlugConnectedRegular />}
        title="Connect your team"
        body="Choose where your team answers check-ins: Slack, Microsoft Teams, Webex or plain email."
        action={
          <div className={styles.actions}>
            <ButtonLink to="/platform/connect/" appearance="primary">
              Connect a platform
            </ButtonLink>
            <ButtonLink to="/platform/email/">Connect Email</ButtonLink>
          </div>
        }
        note={
          <>
            Not sure yet?{' '}
            <AppLink to={DEMO_PATH} inline>
              Take the tour
            </AppLink>{' '}
            of a sample team's standup first.
          </>
        }
      />
    );
  }

  return (
    <div className={styles.done}>
      <EmptyState
        icon={<CheckmarkCircleRegular />}
        title="Done"
        body={`${team.team_name} is connected through ${PLATFORM_LABEL[team.service]}.`}
        action={<NextSteps />}
      />
    </div>
  );
}
