import { Dropdown, makeStyles, mergeClasses, Option, Tooltip } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../shared/accounts.ts';
import { type TMembersContext, ZStatusOk } from '../../../../shared/accounts-api.ts';
import { ACCOUNT_TYPE_IDS, ACCOUNT_TYPE_LABEL } from '../../../../shared/roles.ts';
import { apiPost } from '../../api/client.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';

type TMember = TMembersContext['members'][number];

/** The page reloads this long after a role change went through (spec part 2 §9). */
const ROLE_CHANGE_RELOAD_MS = 1500;
const ROLES_LOCKED_TOOLTIP = ACCOUNT_MESSAGES.rolesLocked;

const useStyles = makeStyles({
  dropdown: { minWidth: '180px' },
  // A disabled control gets no pointer events; let the wrapper show the tooltip instead.
  inert: { pointerEvents: 'none' },
  wrapper: { display: 'inline-block' },
});

function roleLabel(id: number, fallback: string): string {
  return (ACCOUNT_TYPE_LABEL as Readonly<Record<number, string>>)[id] ?? fallback;
}

/**
 * A member's role. Choosing another posts it to /api/v1/account/permissions/ with a 'Please wait'
 * toast and reloads the page 1500 ms after it went through; a failure says 'failed.' and puts the
 * old role back. Read-only on the viewer's own row, for viewers who may not change roles, and
 * when the plan locks roles (then with a tooltip saying so).
 */
export function RoleDropdown({ member, readOnly, locked }: { member: TMember; readOnly: boolean; locked: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const tooltipId = useId();
  const [roleId, setRoleId] = useState(member.user_type_id);
  const [pending, setPending] = useState(false);

  const change = async (next: number) => {
    const previous = roleId;
    setRoleId(next);
    setPending(true);
    notify({ intent: 'info', message: 'Updating permissions... Please wait' });
    try {
      await apiPost('/api/v1/account/permissions/', { membership_id: member.member_id, user_type_id: next }, ZStatusOk);
      window.setTimeout(() => window.location.reload(), ROLE_CHANGE_RELOAD_MS);
    } catch {
      notify({ intent: 'warning', message: 'failed.' });
      setRoleId(previous);
      setPending(false);
    }
  };

  const disabled = readOnly || locked || pending;
  const dropdown = (
    <Dropdown
      className={mergeClasses(styles.dropdown, disabled && styles.inert)}
      aria-label={`Role of ${member.name}`}
      aria-describedby={locked ? tooltipId : undefined}
      value={roleLabel(roleId, member.user_type_display)}
      selectedOptions={[String(roleId)]}
      disabled={disabled}
      onOptionSelect={(_event, data) => {
        const next = Number(data.optionValue);
        if (data.optionValue !== undefined && next !== roleId) void change(next);
      }}
    >
      {ACCOUNT_TYPE_IDS.map((id) => (
        <Option key={id} value={String(id)}>
          {ACCOUNT_TYPE_LABEL[id]}
        </Option>
      ))}
    </Dropdown>
  );
  if (!locked) return dropdown;
  return (
    <Tooltip content={ROLES_LOCKED_TOOLTIP} relationship="inaccessible" withArrow>
      <span className={styles.wrapper}>
        {dropdown}
        <span id={tooltipId} hidden>
          {ROLES_LOCKED_TOOLTIP}
        </span>
      </span>
    </Tooltip>
  );
}
