import {
  Button,
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import type { THeaderModel } from '../../../../shared/navigation.ts';

const useStyles = makeStyles({
  label: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
    padding: `0 ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  name: { maxWidth: '180px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  icon: { flexShrink: 0, fontSize: '20px', color: tokens.colorNeutralForeground3 },
  trigger: { minWidth: 'auto', maxWidth: '240px' },
});

/**
 * The current team's name; with other teams to go to, a menu of them. Each entry is a plain link
 * (GET /teams/switch/{slug}/): the server changes the current team and redirects, a full page load.
 */
export function TeamSwitcher({ label, teams }: { label: string; teams: THeaderModel['switchTeams'] }) {
  const styles = useStyles();
  const name = (
    <span className={styles.name} title={label}>
      {label}
    </span>
  );
  if (teams.length === 0) {
    return (
      <span className={styles.label}>
        <PeopleTeamRegular className={styles.icon} aria-hidden="true" />
        {name}
      </span>
    );
  }
  return (
    <Menu positioning="below-start">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={<ChevronDownRegular />}
          iconPosition="after"
          aria-label={`Team: ${label}. Switch team`}
        >
          <span className={styles.label}>
            <PeopleTeamRegular className={styles.icon} aria-hidden="true" />
            {name}
          </span>
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>Switch team</MenuGroupHeader>
            {teams.map((team) => (
              <MenuItemLink key={team.href} href={team.href}>
                {team.label}
              </MenuItemLink>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
