import {
  Button,
  Caption1,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Subtitle2,
  Switch,
  Textarea,
  Tooltip,
  tokens,
  useId,
} from '@fluentui/react-components';
import { ArrowResetRegular, LockClosedRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import {
  BOT_MESSAGE_NAMES,
  DEFAULT_BOT_MESSAGES,
  MESSAGE_MAX_LENGTH,
  type TBotMessageName,
  type TReportForm,
  VIDEO_MEETING_TYPES,
} from '../../../../../shared/reports.ts';
import { LockedFeature } from '../../../components/LockedFeature.tsx';
import type { TFormUpdate, TSectionProps } from './section-props.ts';
import { BOT_MESSAGE_INFO, BOT_MESSAGES_HEADING_ID } from './wizard-bot-messages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0, ':focus': { outline: 'none' } },
  setting: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  switchRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  description: { color: tokens.colorNeutralForeground3, paddingLeft: '44px' },
  message: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  reset: { alignSelf: 'flex-start' },
});

const LOCKED = {
  private: 'Private reports are not part of your plan. Upgrade on the billing page to keep answers private.',
  goals: 'Goal and blocker tracking is not part of your plan. Upgrade on the billing page to track them.',
  messages: 'Custom bot messages are not part of your plan.',
} as const;

const VIDEO_LABELS: Record<(typeof VIDEO_MEETING_TYPES)[number], string> = {
  disabled: 'No video meeting',
  msteams: 'Microsoft Teams meeting',
};

interface TSettingSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** Why the plan does not allow it; the switch is disabled and this shows as its tooltip. */
  lockedReason?: string | undefined;
}

/** A switch with a line of explanation; when a plan flag locks it, a tooltip says why (hover or focus). */
function SettingSwitch({ label, description, checked, onChange, lockedReason }: TSettingSwitchProps) {
  const styles = useStyles();
  const control = (
    <Switch
      label={label}
      checked={checked}
      disabled={lockedReason !== undefined}
      onChange={(_event, data) => onChange(data.checked)}
    />
  );
  return (
    <div className={styles.setting}>
      {lockedReason === undefined ? (
        control
      ) : (
        <div className={styles.switchRow}>
          <Tooltip content={lockedReason} relationship="inaccessible">
            <span>{control}</span>
          </Tooltip>
          {/* The disabled switch cannot take focus: this button carries the reason for keyboard users. */}
          <Tooltip content={lockedReason} relationship="label">
            <Button appearance="transparent" size="small" icon={<LockClosedRegular />} />
          </Tooltip>
        </div>
      )}
      <Caption1 className={styles.description}>{description}</Caption1>
    </div>
  );
}

function BotMessageField({
  name,
  value,
  error,
  update,
}: {
  name: TBotMessageName;
  value: string;
  error: string | undefined;
  update: TFormUpdate;
}) {
  const styles = useStyles();
  const info = BOT_MESSAGE_INFO[name];
  const isDefault = value === DEFAULT_BOT_MESSAGES[name];
  const set = (next: string) => update((current): TReportForm => ({ ...current, [name]: next }));
  return (
    <div className={styles.message}>
      <Field
        label={info.label}
        hint={`${info.purpose} Placeholders: ${info.placeholders.join(', ')}`}
        validationMessage={error}
      >
        <Textarea
          value={value}
          resize="vertical"
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(_event, data) => set(data.value)}
        />
      </Field>
      <Button
        className={styles.reset}
        size="small"
        icon={<ArrowResetRegular />}
        disabled={isDefault}
        aria-label={`Reset ${info.label} to the default text`}
        onClick={() => set(DEFAULT_BOT_MESSAGES[name])}
      >
        Reset
      </Button>
    </div>
  );
}

/** A titled group of settings; `anchorId` makes its heading a focus target (the gear menu's 'Bot messages'). */
function Group({ title, anchorId, children }: { title: string; anchorId?: string; children: ReactNode }) {
  const styles = useStyles();
  const generatedId = useId('visibility');
  const headingId = anchorId ?? generatedId;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId} tabIndex={anchorId === undefined ? undefined : -1} className={styles.title}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}

/**
 * The wizard's VISIBILITY section, 'Visibility & Permissions' (part 3 §2.3): private answers and
 * goal tracking (each locked by its plan flag, with a tooltip), task linking, the video meeting of
 * Teams reports and the bot's customisable messages with Reset.
 */
export function VisibilitySection({ form, update, context, errors }: TSectionProps) {
  const styles = useStyles();
  const locked = (flag: string) => context.feature_map.includes(flag);
  const messagesLocked = locked('LIMIT_CUSTOM_REPORT_MESSAGES');
  return (
    <div className={styles.root}>
      <Group title="Who sees the answers">
        <SettingSwitch
          label="Private report"
          description="Answers are visible only to the member who gave them, team admins and the report owner."
          checked={form.private_reports_enabled}
          lockedReason={locked('LIMIT_PRIVATE_REPORTS') ? LOCKED.private : undefined}
          onChange={(checked) => update((current) => ({ ...current, private_reports_enabled: checked }))}
        />
        <SettingSwitch
          label="Goal tracking"
          description="Members say whether they reached their goal and whether something blocks them."
          checked={form.goal_tracking_enabled}
          lockedReason={locked('LIMIT_BLOCKER_TRACKING') ? LOCKED.goals : undefined}
          onChange={(checked) => update((current) => ({ ...current, goal_tracking_enabled: checked }))}
        />
        <SettingSwitch
          label="Task linking"
          description="Members can attach tasks and issues from connected tools to their answers."
          checked={form.task.enabled}
          onChange={(checked) => update((current) => ({ ...current, task: { ...current.task, enabled: checked } }))}
        />
      </Group>
      {context.report.team_service === 'MSTEAMS' ? (
        <Group title="Video options">
          <Field label="Video meeting for the report">
            <RadioGroup
              value={form.config.video_meeting_type}
              onChange={(_event, data) => {
                const type = VIDEO_MEETING_TYPES.find((value) => value === data.value);
                if (type !== undefined)
                  update((current) => ({ ...current, config: { ...current.config, video_meeting_type: type } }));
              }}
            >
              {VIDEO_MEETING_TYPES.map((type) => (
                <Radio key={type} value={type} label={VIDEO_LABELS[type]} />
              ))}
            </RadioGroup>
          </Field>
        </Group>
      ) : null}
      <Group title="Bot messages" anchorId={BOT_MESSAGES_HEADING_ID}>
        <LockedFeature locked={messagesLocked} message={LOCKED.messages}>
          <div className={styles.group}>
            {BOT_MESSAGE_NAMES.map((name) => (
              <BotMessageField key={name} name={name} value={form[name]} error={errors[name]?.[0]} update={update} />
            ))}
          </div>
        </LockedFeature>
      </Group>
    </div>
  );
}
