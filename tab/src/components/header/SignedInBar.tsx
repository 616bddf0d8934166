import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { THeaderModel } from '../../../../shared/navigation.ts';
import type { TStateUser } from '../../../../shared/state.ts';
import { AddTeamLink } from './AddTeamLink.tsx';
import { NARROW_SCREEN, TIGHT_SCREEN } from './breakpoints.ts';
import { CheckinsBadge } from './CheckinsBadge.tsx';
import { NavLinks } from './NavLinks.tsx';
import { TeamSwitcher } from './TeamSwitcher.tsx';
import { TrialCountdown } from './TrialCountdown.tsx';
import { UserMenu } from './UserMenu.tsx';
import { TABS_ATTRIBUTE } from './use-tabs-fit.ts';
import { WhatsNewLink } from './WhatsNewLink.tsx';

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
  // The same second row when the tabs do not fit beside the corner at a wider width.
  tabsOwnRow: {
    order: 1,
    flexBasis: '100%',
    height: '44px',
    margin: `0 calc(-1 * ${tokens.spacingHorizontalL})`,
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
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
  cornerOwnRow: { minHeight: '56px' },
});

/**
 * The desktop bar of a signed-in user: team, tabs, then trial countdown, check-ins and the user
 * menu. `tabsOwnRow` (the tabs do not fit beside the rest) moves the tabs to a row of their own.
 */
export function SignedInBar({
  model,
  user,
  tabsOwnRow = false,
}: {
  model: THeaderModel;
  user: TStateUser;
  tabsOwnRow?: boolean;
}) {
  const styles = useStyles();
  return (
    <>
      {model.teamLabel === null && model.addTeam === null ? null : (
        <div className={styles.team}>
          {model.teamLabel === null ? null : <TeamSwitcher label={model.teamLabel} teams={model.switchTeams} />}
          {model.addTeam === null ? null : <AddTeamLink link={model.addTeam} />}
        </div>
      )}
      <nav
        aria-label="Main"
        className={mergeClasses(styles.tabs, tabsOwnRow && styles.tabsOwnRow)}
        {...{ [TABS_ATTRIBUTE]: '' }}
      >
        <NavLinks links={model.tabs} layout="bar" />
      </nav>
      <div className={mergeClasses(styles.corner, tabsOwnRow && styles.cornerOwnRow)}>
        {model.trialCountdown === null ? null : <TrialCountdown link={model.trialCountdown} />}
        {model.checkinsBadge === null ? null : <CheckinsBadge badge={model.checkinsBadge} />}
        <WhatsNewLink link={model.whatsNew} />
        <UserMenu user={user} items={model.menu} />
      </div>
    </>
  );
}
