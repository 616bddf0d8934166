import { Caption1, Divider, makeStyles, tokens } from '@fluentui/react-components';
import type { THeaderModel } from '../../../../shared/navigation.ts';
import type { TStateUser } from '../../../../shared/state.ts';
import { AddTeamLink, ONE_TEAM_LOCKED_TEXT } from './AddTeamLink.tsx';
import { hrefPath } from './active-path.ts';
import { NavLinks } from './NavLinks.tsx';
import { TrialCountdown } from './TrialCountdown.tsx';
import { UserSummary } from './UserSummary.tsx';
import { WhatsNewLink } from './WhatsNewLink.tsx';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  caption: { color: tokens.colorNeutralForeground3 },
  team: { fontWeight: tokens.fontWeightSemibold },
  sub: { alignSelf: 'stretch', margin: `0 calc(-1 * ${tokens.spacingHorizontalL})` },
  subCaption: {
    display: 'block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL} 0`,
    color: tokens.colorNeutralForeground3,
  },
});

/** Tabs of the bar that the mobile header does not keep (matched by path: Billing = Manage Billing). */
function collapsedTabs(model: THeaderModel) {
  const kept = new Set(model.mobileTabs.map((tab) => hrefPath(tab.href)));
  return model.tabs.filter((tab) => !kept.has(hrefPath(tab.href)));
}

/**
 * What the hamburger holds for a signed-in user: the tabs not kept in the mobile bar, the team
 * (switcher and add-team), the trial countdown, the waiting check-ins, then the user and their menu.
 */
export function MobileMenuContent({
  model,
  user,
  onNavigate,
}: {
  model: THeaderModel;
  user: TStateUser;
  onNavigate: () => void;
}) {
  const styles = useStyles();
  const tabs = collapsedTabs(model);
  const switchLinks = model.switchTeams.map((team) => ({ label: team.label, href: team.href }));
  const badge = model.checkinsBadge;
  return (
    <>
      <NavLinks links={tabs} layout="list" onNavigate={onNavigate} />
      {tabs.length > 0 ? <Divider /> : null}
      {model.teamLabel === null ? null : (
        <div className={styles.section}>
          <Caption1 className={styles.caption}>Team</Caption1>
          <span className={styles.team}>{model.teamLabel}</span>
          {switchLinks.length > 0 ? (
            <div className={styles.sub}>
              <Caption1 className={styles.subCaption}>Switch team</Caption1>
              <NavLinks links={switchLinks} layout="list" onNavigate={onNavigate} />
            </div>
          ) : null}
          {model.addTeam === null ? null : (
            <>
              <AddTeamLink link={model.addTeam} showLabel onNavigate={onNavigate} />
              {model.addTeam.locked ? <Caption1 className={styles.caption}>{ONE_TEAM_LOCKED_TEXT}</Caption1> : null}
            </>
          )}
        </div>
      )}
      {model.trialCountdown === null ? null : (
        <div className={styles.section}>
          <TrialCountdown link={model.trialCountdown} onNavigate={onNavigate} />
        </div>
      )}
      {badge === null ? null : (
        <div className={styles.section}>
          <span className={styles.team}>{badge.text}</span>
          {badge.links.length > 0 ? (
            <div className={styles.sub}>
              <NavLinks links={badge.links} layout="list" onNavigate={onNavigate} />
            </div>
          ) : null}
        </div>
      )}
      <div className={styles.section}>
        <WhatsNewLink link={model.whatsNew} showLabel onNavigate={onNavigate} />
      </div>
      <Divider />
      <div className={styles.section}>
        <UserSummary user={user} detail={user.email} />
      </div>
      <NavLinks links={model.menu} layout="list" onNavigate={onNavigate} />
    </>
  );
}
