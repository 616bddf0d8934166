import { Badge, Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { TOrganizationSettings } from '../../../../shared/accounts-api.ts';
import { PLATFORM_LABELS, type TPlatform } from '../../../../shared/roles.ts';

type TTeamUsage = TOrganizationSettings['team_list'][number];

/** How a team's active service is named on its badge. */
function serviceLabel(service: string): string {
  return PLATFORM_LABELS[service as TPlatform] ?? PLATFORM_LABELS.NONE;
}

const useStyles = makeStyles({
  total: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  count: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: 1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  team: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  name: { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  figures: { display: 'flex', gap: tokens.spacingHorizontalL },
  figure: { display: 'flex', flexDirection: 'column' },
  label: { color: tokens.colorNeutralForeground3 },
});

function TeamBox({ team }: { team: TTeamUsage }) {
  const styles = useStyles();
  const connected = team.active_service !== 'NONE' && team.active_service in PLATFORM_LABELS;
  return (
    <li className={styles.team}>
      <Subtitle2 as="h3" className={styles.name} title={team.team_name}>
        {team.team_name}
      </Subtitle2>
      <div>
        <Badge appearance="tint" color={connected ? 'brand' : 'subtle'}>
          {serviceLabel(team.active_service)}
        </Badge>
      </div>
      <div className={styles.figures}>
        <span className={styles.figure}>
          <Caption1 className={styles.label}>Active members</Caption1>
          <Body1>{team.active_members}</Body1>
        </span>
        <span className={styles.figure}>
          <Caption1 className={styles.label}>Total members</Caption1>
          <Body1>{team.member_total}</Body1>
        </span>
      </div>
    </li>
  );
}

/** Active members across the organisation, then one box per team. */
export function OrganizationUsage({ settings }: { settings: TOrganizationSettings }) {
  const styles = useStyles();
  if (settings.total_active_members === 0 && settings.team_list.length === 0) {
    return <Body1>You have no active teams or members yet</Body1>;
  }
  return (
    <>
      <div className={styles.total}>
        <span className={styles.count}>{settings.total_active_members}</span>
        <Body1>total active members</Body1>
      </div>
      {settings.team_list.length === 0 ? null : (
        <ul className={styles.grid} aria-label="Teams">
          {settings.team_list.map((team) => (
            <TeamBox key={team.team_name} team={team} />
          ))}
        </ul>
      )}
    </>
  );
}
