import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  makeStyles,
  Subtitle1,
  Subtitle2,
  Tooltip,
  tokens,
  useId,
} from '@fluentui/react-components';
import { AddRegular, ChatRegular, InfoRegular, LockClosedRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { CUSTOM_REPORT_PRESET, REPORT_PRESETS, type TReportPreset } from '../../../../../shared/report-presets.ts';
import { REPORT_DEFAULTS } from '../../../../../shared/reports.ts';
import { scheduleInWords } from '../../../../../shared/schedule.ts';
import { ContactLink } from '../../help/support-links.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  intro: { color: tokens.colorNeutralForeground2 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  item: { display: 'flex' },
  card: { flexGrow: 1, gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  name: { margin: 0, flexGrow: 1 },
  summary: { flexGrow: 1, color: tokens.colorNeutralForeground2 },
  foot: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  tip: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingVerticalXS },
  tipList: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  tipTitle: { fontWeight: tokens.fontWeightSemibold },
});

/** The schedule a template starts with, in words ('every weekday at 10:00 AM'). */
function presetScheduleText(preset: TReportPreset): string {
  return scheduleInWords({ ...preset.schedule, timeZone: REPORT_DEFAULTS.timeZone });
}

/** The info tooltip of a template (part 3 §2.2): its questions and its schedule. */
function PresetDetails({ preset }: { preset: TReportPreset }) {
  const styles = useStyles();
  return (
    <div className={styles.tip}>
      <span className={styles.tipTitle}>Questions</span>
      <ol className={styles.tipList}>
        {preset.questions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ol>
      <span>Runs {presetScheduleText(preset)}.</span>
    </div>
  );
}

interface TPickerCardProps {
  title: string;
  summary: string;
  badge?: ReactNode;
  info?: ReactNode;
  action: ReactNode;
}

/** One card of the picker: a heading, a line of summary and the card's one action. */
function PickerCard({ title, summary, badge, info, action }: TPickerCardProps) {
  const styles = useStyles();
  const headingId = useId('preset');
  return (
    <li className={styles.item}>
      <Card className={styles.card} aria-labelledby={headingId}>
        <div className={styles.head}>
          <Subtitle2 as="h3" id={headingId} className={styles.name}>
            {title}
          </Subtitle2>
          {info}
        </div>
        <Body1 className={styles.summary}>{summary}</Body1>
        <div className={styles.foot}>
          {action}
          {badge}
        </div>
      </Card>
    </li>
  );
}

function PresetCard({ preset, onPick }: { preset: TReportPreset; onPick(slug: string): void }) {
  return (
    <PickerCard
      title={preset.name}
      summary={preset.summary}
      badge={
        preset.private ? (
          <Badge appearance="tint" color="informative" icon={<LockClosedRegular />}>
            Private Report
          </Badge>
        ) : null
      }
      info={
        <Tooltip content={<PresetDetails preset={preset} />} relationship="description" withArrow>
          <Button appearance="transparent" size="small" icon={<InfoRegular />} aria-label={`About ${preset.name}`} />
        </Tooltip>
      }
      action={
        <Button appearance="primary" onClick={() => onPick(preset.slug)} aria-label={`Use template: ${preset.name}`}>
          Use template
        </Button>
      }
    />
  );
}

/**
 * The template picker (spec part 3 §2.2), the first stage of creating a report: a card per
 * template, 'Build custom report' to start blank and 'Suggest a template' to ask for a new one.
 */
export function PresetPicker({ onPick }: { onPick(slug: string): void }) {
  const styles = useStyles();
  const headingId = useId('presets');
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        Choose a template
      </Subtitle1>
      <Body1 className={styles.intro}>
        Start from a template or a blank report. Everything can be changed before you publish.
      </Body1>
      <ul className={styles.grid}>
        <PickerCard
          title="Build custom report"
          summary={CUSTOM_REPORT_PRESET.summary}
          action={
            <Button appearance="primary" icon={<AddRegular />} onClick={() => onPick(CUSTOM_REPORT_PRESET.slug)}>
              Build custom report
            </Button>
          }
          badge={<Caption1>Runs {presetScheduleText(CUSTOM_REPORT_PRESET)}</Caption1>}
        />
        {REPORT_PRESETS.map((preset) => (
          <PresetCard key={preset.slug} preset={preset} onPick={onPick} />
        ))}
        <PickerCard
          title="Suggest a template"
          summary="Missing a template your team would use? Tell us about it."
          action={
            <ContactLink topic="Feedback">
              <ChatRegular aria-hidden="true" /> Suggest a template
            </ContactLink>
          }
        />
      </ul>
    </section>
  );
}
