import { Body1 } from '@fluentui/react-components';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import type { TPageProps } from '../page-props.ts';
import { CreateTeamRefused, refusesTeamCreation } from './CreateTeamRefused.tsx';
import { TeamNameForm } from './TeamNameForm.tsx';

/**
 * New team (spec part 3 §2.8): name an email team, or pick a chat platform; locked past the plan's
 * one team, and refused (with who can help) to those who may not add teams.
 */
export default function NewTeamPage({ route }: TPageProps) {
  const { user } = useLoadedState();
  if (user && refusesTeamCreation(user)) return <CreateTeamRefused user={user} />;
  const locked = (user?.feature_map.includes('ONE_TEAM_LIMIT') ?? false) && (user?.active_teams ?? 0) >= 1;
  return (
    <FormCard
      wide
      title={route.title}
      subtitle="Every team is connected to a platform: Slack, Microsoft Teams, Webex or email."
      footer={<AppLink to="/platform/connect/">Connect a chat platform instead</AppLink>}
    >
      <LockedFeature locked={locked} message="Your plan allows one team.">
        <Body1 as="p">Create an email team: members get their check-ins by email.</Body1>
        <TeamNameForm buttonLabel="Create email team" />
      </LockedFeature>
    </FormCard>
  );
}
