import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, DeleteRegular, PersonAddRegular } from '@fluentui/react-icons';
import { ButtonLink } from './ButtonLink.tsx';
import { PLATFORM_LABEL } from './platforms.ts';
import type { TTeamSettingsGeneral } from './team-api.ts';

const DELETE_CONFIRM = 'Are you sure you want to delete this team?';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column-reverse', gap: tokens.spacingVerticalXXS },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/**
 * The Team Info panel: members, broadcast channels and platform, then Resync Team (chat teams),
 * Invite members (email teams) and Delete Team (after a confirm, a full page load to /teams/delete/).
 */
export function TeamInfo({ settings }: { settings: TTeamSettingsGeneral }) {
  const styles = useStyles();
  const { team, can_manage: canManage } = settings;
  const isEmail = team.service === 'EMAIL';
  const facts = [
    { label: 'Members', value: String(team.member_count) },
    { label: 'Broadcast channels', value: String(team.channel_count) },
    { label: 'Integrated platform', value: PLATFORM_LABEL[team.service] },
  ];

  const deleteTeam = () => {
    if (window.confirm(DELETE_CONFIRM)) window.location.assign('/teams/delete/');
  };

  return (
    <>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {canManage ? (
        <div className={styles.actions}>
          {isEmail ? (
            <ButtonLink to="/team/settings/members/action/add/" appearance="primary" icon={<PersonAddRegular />}>
              Invite members
            </ButtonLink>
          ) : (
            <Button as="a" href="/resync/" icon={<ArrowSyncRegular />}>
              Resync Team
            </Button>
          )}
          <Button icon={<DeleteRegular />} onClick={deleteTeam}>
            Delete Team
          </Button>
        </div>
      ) : (
        <Body1>Only team admins can resync, invite members or delete this team.</Body1>
      )}
    </>
  );
}
