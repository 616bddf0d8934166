import { useLoadedState } from '../../app/loaded-state.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import type { TPageProps } from '../page-props.ts';
import { CreateTeamRefused, refusesTeamCreation } from './CreateTeamRefused.tsx';
import { TeamNameForm } from './TeamNameForm.tsx';

/** Connect Email (spec part 3 §2.8): name the team, then the server creates it as an email team. */
export default function EmailConnectPage({ route }: TPageProps) {
  const { user } = useLoadedState();
  if (user && refusesTeamCreation(user)) return <CreateTeamRefused user={user} />;
  return (
    <FormCard
      title={route.title}
      subtitle="Your team answers check-ins by plain email: no chat app needed."
      footer={<AppLink to="/platform/connect/">Choose another platform</AppLink>}
    >
      <TeamNameForm buttonLabel="Connect Email" />
    </FormCard>
  );
}
