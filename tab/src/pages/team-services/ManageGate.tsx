import type { ReactNode } from 'react';
import type { TTeamServicesView } from '../../../../shared/team-tools.ts';
import { TEAM_TOOLS_MESSAGES } from '../../../../shared/team-tools.ts';
import { WORK_TOOL_MESSAGES } from '../../../../shared/work-tools.ts';
import { AccessDenied } from '../../components/access/AccessDenied.tsx';
import { LockedFeature } from '../../components/LockedFeature.tsx';

/**
 * The configure, connect and disable pages are for team admins on a plan with the integrations:
 * anyone else is told why and who can help (the server refuses them too).
 */
export function ManageGate({ view, children }: { view: TTeamServicesView; children: ReactNode }) {
  if (!view.can_manage) return <AccessDenied reason={TEAM_TOOLS_MESSAGES.notAllowed} />;
  return (
    <LockedFeature locked={view.locked} message={WORK_TOOL_MESSAGES.servicesLocked}>
      {children}
    </LockedFeature>
  );
}
