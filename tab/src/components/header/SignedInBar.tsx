import { makeStyles, tokens } from '@fluentui/react-components';
import type { THeaderModel } from '../../../../shared/navigation.ts';
import type { TStateUser } from '../../../../shared/state.ts';
import { AddTeamLink } from './AddTeamLink.tsx';
import { NARROW_SCREEN, TIGHT_SCREEN } from './breakpoints.ts';
import { CheckinsBadge } from './CheckinsBadge.tsx';
import { NavLinks } from './NavLinks.tsx';
import { TeamSwitcher } from './TeamSwitcher.tsx';
import { TrialCountdown } from './TrialCountdown.tsx';
import { UserMenu } from './UserMenu.tsx';

const useStyles = makeStyles({
  team: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    gap: tokens.spacingHorizontalXXS,
    marginRight: tokens.spacingHorizontalS,
    paddingLeft: tokens.spacingHorizontalS,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    alignSelf: 'center',
    [NARROW_SCREEN]: { display: 'none' },
  },
  // Tablet widths: the tabs take a row of their own under the bar (and scroll sideways if need be).
  tabs: {
    display: 'flex',
    alignItems: 'stretch',
    minWidth: 0,
    overflowX: 'auto',
    scrollbarWidth: 'none',
    [TIGHT_SCREEN]: {
      order: 1,
      flexBasis: '100%',
      height: '44px',
      margin: `0 calc(-1 * ${tokens.spacingHorizontalL})`,
      padding: `0 ${tokens.spacingHorizontalS}`,
      borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    },
    [NARROW_SCREEN]: { display: 'none' },
  },
  corner: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    gap: tokens.spacingHorizontalS,
    marginLeft: 'auto',
    paddingLeft: tokens.spacingHorizontalS,
    [TIGHT_SCREEN]: { minHeight: '56px' },
    [NARROW_SCREEN]: { display: 'none' },
  },
});

/** The desktop bar of a signed-in user: team, tabs, then trial countdown, check-ins and the user menu. */
export function SignedInBar({ model, user }: { model: THeaderModel; user: TStateUser }) {
  const styles = useStyles();
  return (
    <>
      {model.teamLabel === null && model.addTeam === null ? null : (
        <div className={styles.team}>
          {model.teamLabel === null ? null : <TeamSwitcher label={model.teamLabel} teams={model.switchTeams} />}
          {model.addTeam === null ? null : <AddTeamLink link={model.addTeam} />}
        </div>
      )}
      <nav aria-label="Main" className={styles.tabs}>
        <NavLinks links={model.tabs} layout="bar" />
      </nav>
      <div className={styles.corner}>
        {model.trialCountdown === null ? null : <TrialCountdown link={model.trialCountdown} />}
        {model.checkinsBadge === null ? null : <CheckinsBadge badge={model.checkinsBadge} />}
        <UserMenu user={user} items={model.menu} />
      </div>
    </>
  );
}
