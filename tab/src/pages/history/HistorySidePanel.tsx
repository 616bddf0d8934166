import { Body1Strong, Caption1, Link, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import type { THistorySidePanel, TReportHistory } from '../../../../shared/history.ts';
import { HistoryLink } from './HistoryLink.tsx';
import { exportGroups } from './history-format.ts';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusLarge,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  counts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
  count: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    overflowWrap: 'anywhere',
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  groupLabel: { color: tokens.colorNeutralForeground3 },
  downloads: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  download: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});

type TMembers = TReportHistory['members'];

function Counts({ panel }: { panel: THistorySidePanel }) {
  const styles = useStyles();
  const counts = [
    { term: 'Team members', value: panel.team_members_count },
    { term: 'Report members', value: panel.report_members_count },
    { term: 'Reports in the last 30 days', value: panel.reports_last_30_days },
  ];
  return (
    <dl className={styles.counts}>
      {counts.map((count) => (
        <div key={count.term} className={styles.count}>
          <dt className={styles.term}>{count.term}</dt>
          <dd className={styles.value}>{count.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each member's participation page; the member being shown is named, not linked. */
function Members({ members, currentMemberId }: { members: TMembers; currentMemberId: string | undefined }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        Members
      </Subtitle2>
      {members.length === 0 ? (
        <Caption1>This report has no members.</Caption1>
      ) : (
        <ul className={styles.list}>
          {members.map((member) => (
            <li key={member.member_id}>
              {member.member_id === currentMemberId ? (
                <Body1Strong aria-current="page">{member.name}</Body1Strong>
              ) : (
                <HistoryLink to={member.history_link}>{member.name}</HistoryLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The export files (server downloads, so plain links), by window: CSV and Excel in each. */
function Exports({ links }: { links: THistorySidePanel['export_links'] }) {
  const styles = useStyles();
  const headingId = useId();
  const groups = exportGroups(links);
  if (groups.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        Export
      </Subtitle2>
      <ul className={styles.list}>
        {groups.map((group) => (
          <li key={group.window} className={styles.group}>
            <Caption1 className={styles.groupLabel}>{group.label}</Caption1>
            <div className={styles.downloads}>
              {group.links.map((link) => (
                <Link
                  key={link.format}
                  href={link.url}
                  download
                  className={styles.download}
                  aria-label={`Download ${group.label.toLowerCase()} as ${link.label}`}
                >
                  <ArrowDownloadRegular aria-hidden="true" />
                  {link.label}
                </Link>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The side panel of both history pages (spec part 3 §2.4, §2.5): team and report member counts,
 * runs in the last 30 days, the members' participation pages (when known) and the export links.
 */
export function HistorySidePanel({
  panel,
  members,
  currentMemberId,
}: {
  panel: THistorySidePanel;
  members: TMembers | undefined;
  currentMemberId?: string;
}) {
  const styles = useStyles();
  return (
    <aside className={styles.panel} aria-label="Report summary">
      <Counts panel={panel} />
      {members === undefined ? null : <Members members={members} currentMemberId={currentMemberId} />}
      <Exports links={panel.export_links} />
    </aside>
  );
}
