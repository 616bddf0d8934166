/**
 * The wizard's header bar (spec part 3 §2.3): the editable report name, the gear menu (bot
 * messages, delete), Run in edit mode and Publish or Update.
 */
import {
  Button,
  Caption1,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Spinner,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { ChatSettingsRegular, DeleteRegular, PlayRegular, SettingsRegular } from '@fluentui/react-icons';
import type { TSaveAction } from './wizard-api.ts';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  name: { flexGrow: 1, minWidth: '220px' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexBasis: '100%' },
  hintText: { color: tokens.colorNeutralForeground3 },
});

/** The id of the report name input, so 'Show what is missing' can take the user to it. */
export const REPORT_NAME_INPUT_ID = 'report-wizard-name';

export interface TSaveButtonProps {
  mode: 'CREATE' | 'UPDATE';
  /** The save in flight, if any: its button reads 'Saving...' and both save buttons wait. */
  saving: TSaveAction | null;
  invalid: boolean;
  onSave(): void;
}

/**
 * Publish (create) or Update (edit), used in the header and at the end of the last section. It
 * stays focusable while the form is invalid so keyboard users can reach it and hear why.
 */
export function SaveButton({ mode, saving, invalid, onSave }: TSaveButtonProps) {
  const pending = saving === 'SAVE';
  return (
    <Button
      appearance="primary"
      disabledFocusable={invalid || saving !== null}
      aria-busy={pending}
      icon={pending ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
      onClick={onSave}
    >
      {pending ? 'Saving...' : mode === 'CREATE' ? 'Publish' : 'Update'}
    </Button>
  );
}

interface TGearMenuProps {
  mode: 'CREATE' | 'UPDATE';
  onBotMessages(): void;
  onDelete(): void;
}

function GearMenu({ mode, onBotMessages, onDelete }: TGearMenuProps) {
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content="Report settings" relationship="label">
          <Button icon={<SettingsRegular />} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<ChatSettingsRegular />} onClick={onBotMessages}>
            Bot messages
          </MenuItem>
          {mode === 'UPDATE' ? (
            <MenuItem icon={<DeleteRegular />} onClick={onDelete}>
              Delete report
            </MenuItem>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export interface TWizardHeaderProps extends TSaveButtonProps {
  name: string;
  nameError: string | undefined;
  onNameChange(name: string): void;
  onRun(): void;
  onBotMessages(): void;
  onDelete(): void;
  /** Shows every error and opens the first section that has one. */
  onShowProblems(): void;
}

/** The bar above the sections: what the report is called and the buttons that act on all of it. */
export function WizardHeader(props: TWizardHeaderProps) {
  const styles = useStyles();
  const { mode, saving, invalid } = props;
  const running = saving === 'RUN';
  return (
    <div className={styles.bar}>
      <Field className={styles.name} label="Report name" validationMessage={props.nameError}>
        <Input
          id={REPORT_NAME_INPUT_ID}
          value={props.name}
          placeholder="Enter your report name"
          maxLength={120}
          onChange={(_event, data) => props.onNameChange(data.value)}
        />
      </Field>
      <div className={styles.actions}>
        <GearMenu mode={mode} onBotMessages={props.onBotMessages} onDelete={props.onDelete} />
        {mode === 'UPDATE' ? (
          <Button
            icon={running ? <Spinner size="tiny" aria-hidden="true" /> : <PlayRegular />}
            disabledFocusable={invalid || saving !== null}
            aria-busy={running}
            onClick={props.onRun}
          >
            {running ? 'Saving...' : 'Run'}
          </Button>
        ) : null}
        <SaveButton mode={mode} saving={saving} invalid={invalid} onSave={props.onSave} />
      </div>
      {invalid ? (
        <div className={styles.hint}>
          <Caption1 className={styles.hintText}>
            Some settings still need attention before you can {mode === 'CREATE' ? 'publish' : 'update'}.
          </Caption1>
          <Button appearance="transparent" size="small" onClick={props.onShowProblems}>
            Show what is missing
          </Button>
        </div>
      ) : null}
    </div>
  );
}
