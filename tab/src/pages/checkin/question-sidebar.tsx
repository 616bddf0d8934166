/**
 * The check-in's left sidebar (spec part 3 §2.6): who is answering (photo or initials, 'View
 * profile') and the questions as buttons, each marked complete, required (after a refused
 * submission) or still open.
 */
import {
  Body1Strong,
  Caption1,
  createFocusOutlineStyle,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { CHECKIN_MESSAGES, type TCheckinContext } from '../../../../shared/checkins.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { InitialsAvatar } from '../../components/InitialsAvatar.tsx';
import { useLinksOutOfCheckin } from './checkin-calls.ts';

const PROFILE_PATH = '/my/settings/general/';

const useStyles = makeStyles({
  sidebar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  person: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
  },
  personText: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  question: {
    // The focus ring is drawn by an ::after box placed against the button itself.
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '20px minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'start',
    width: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: `1px solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textAlign: 'left',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ...createFocusOutlineStyle(),
  },
  selected: {
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    boxShadow: tokens.shadow2,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1 },
  },
  icon: { fontSize: '20px', lineHeight: tokens.lineHeightBase300 },
  done: { color: tokens.colorPaletteGreenForeground1 },
  open: { color: tokens.colorNeutralForeground3 },
  required: { color: tokens.colorPaletteRedForeground1 },
  text: { overflowWrap: 'anywhere' },
  status: { display: 'block', color: tokens.colorNeutralForeground3 },
  statusRequired: { color: tokens.colorPaletteRedForeground1 },
});

export interface TQuestionSidebarProps {
  context: TCheckinContext;
  selectedKey: string;
  completed: ReadonlySet<string>;
  missing: readonly string[];
  onSelect(key: string): void;
}

/** The sidebar of one check-in. */
export function QuestionSidebar({ context, selectedKey, completed, missing, onSelect }: TQuestionSidebarProps) {
  const styles = useStyles();
  const { member } = context;
  const linksOut = useLinksOutOfCheckin();
  return (
    <div className={styles.sidebar}>
      <div className={styles.person}>
        <InitialsAvatar size={48} initials={member.initials} photoUrl={member.photo_url} />
        <div className={styles.personText}>
          <Body1Strong>{member.name}</Body1Strong>
          {linksOut ? <AppLink to={PROFILE_PATH}>View profile</AppLink> : null}
        </div>
      </div>
      <nav aria-labelledby="checkin-questions-heading">
        <h2 id="checkin-questions-heading" className={styles.heading}>
          Questions
        </h2>
        <ol className={styles.list}>
          {context.form.rfields.map((question, index) => {
            const isDone = completed.has(question.key);
            const isRequired = !isDone && missing.includes(question.key);
            const selected = question.key === selectedKey;
            const status = isDone ? 'Completed' : isRequired ? CHECKIN_MESSAGES.required : null;
            return (
              <li key={question.key}>
                <button
                  type="button"
                  className={mergeClasses(styles.question, selected && styles.selected)}
                  aria-current={selected ? 'step' : undefined}
                  onClick={() => onSelect(question.key)}
                >
                  <span
                    className={mergeClasses(
                      styles.icon,
                      isDone ? styles.done : isRequired ? styles.required : styles.open,
                    )}
                    aria-hidden="true"
                  >
                    {isDone ? <CheckmarkCircleFilled /> : isRequired ? <ErrorCircleRegular /> : <CircleRegular />}
                  </span>
                  <span className={styles.text}>
                    <span>
                      {index + 1}. {question.text}
                    </span>
                    {status ? (
                      <Caption1 className={mergeClasses(styles.status, isRequired && styles.statusRequired)}>
                        {status}
                      </Caption1>
                    ) : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
