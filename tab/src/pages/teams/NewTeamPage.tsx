import { Body1 } from '@fluentui/react-components';
import { addTeamLocked } from '../../../../shared/plan-limits.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import type { TPageProps } from '../page-props.ts';
import { CreateTeamRefused, refusesTeamCreation } from './CreateTeamRefused.tsx';
import { TeamNameForm } from './TeamNameForm.tsx';

/** What the lock says: how many teams the plan allows. */
function teamCapText(teams: number | null): string {
  return teams === 1 || teams === null ? 'Your plan allows one team.' : `Your plan allows ${teams} teams.`;
}

/**
 * New team (spec part 3 §2.8): name an email team, or pick a chat platform; locked past the plan's
 * team cap (shared/plans.ts PLAN_LIMITS), and refused (with who can help) to those who may not add teams.
 */
export default function NewTeamPage({ route }: TPageProps) {
  const { user } = useLoadedState();
  if (user && refusesTeamCreation(user)) return <CreateTeamRefused user={user} />;
  const locked = user ? addTeamLocked(user) : false;
  return (
    <FormCard
      wide
      title={route.title}
      subtitle="Every team is connected to a platform: Slack, Microsoft Teams, Webex or email."
      footer={<AppLink to="/platform/connect/">Connect a chat platform instead</AppLink>}
    >
      <LockedFeature locked={locked} message={teamCapText(user?.limits?.teams ?? 1)}>
        <Body1 as="p">Create an email team: members get their check-ins by email.</Body1>
        <TeamNameForm buttonLabel="Create email team" />
      </LockedFeature>
    </FormCard>
  );
}
