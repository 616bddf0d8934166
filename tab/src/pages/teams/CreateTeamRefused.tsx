import { LockClosedRegular } from '@fluentui/react-icons';
import { canCreateTeams } from '../../../../shared/permissions.ts';
import type { TStateUser } from '../../../../shared/state.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ButtonLink } from './ButtonLink.tsx';

/** Whether this page's team-creating form would be refused on the server (spec part 1 §6: types 1 and 2 only). */
export function refusesTeamCreation(user: TStateUser | null): boolean {
  return user !== null && !canCreateTeams(user);
}

/**
 * What a Billing Owner or a Member sees instead of a form that adds or connects a team: why not,
 * and who can (an Account Admin of their organisation, who may also make them a Team Admin).
 */
export function CreateTeamRefused({ user }: { user: TStateUser }) {
  return (
    <EmptyState
      card
      icon={<LockClosedRegular />}
      title="Only admins add teams"
      body={`Account Admins and Team Admins add and connect teams; you are ${withArticle(user.account_type)} of ${user.account_name}. Ask an Account Admin of ${user.account_name} to add the team for you, or to make you a Team Admin.`}
      action={
        <ButtonLink to="/" appearance="primary">
          Back to home
        </ButtonLink>
      }
    />
  );
}

/** 'an Account Admin', 'a Member'. */
function withArticle(role: string): string {
  return `${/^[AEIOU]/i.test(role) ? 'an' : 'a'} ${role}`;
}
