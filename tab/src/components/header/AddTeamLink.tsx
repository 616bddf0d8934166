import { Button, makeStyles, mergeClasses, Tooltip, tokens } from '@fluentui/react-components';
import { AddRegular, LockClosedRegular } from '@fluentui/react-icons';
import type { TNavLink } from '../../../../shared/navigation.ts';
import { BILLING_HREF, useBillingHref } from '../SeePlansOrAsk.tsx';
import { useLinkProps } from './link-props.ts';

/** Why the add-team link is locked (the plan's team cap is reached: shared/plan-limits.ts addTeamLocked). */
export const ONE_TEAM_LOCKED_TEXT = 'Your plan allows no more teams. Upgrade on the billing page.';

/** Said instead to a viewer who may not open the billing page: who can lift the limit. */
export const ONE_TEAM_ASK_OWNER_TEXT =
  'Your plan allows no more teams. The Billing Owner or an Account Admin of your organization can upgrade it to add more.';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: '32px',
    height: '32px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  icon: { fontSize: '20px' },
  // The locked look: greyed like a disabled control, still a way to the billing page.
  locked: {
    color: tokens.colorNeutralForegroundDisabled,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground3 },
  },
  row: { justifyContent: 'flex-start', width: '100%', height: 'auto', padding: `${tokens.spacingVerticalS} 0` },
});

/**
 * The add-team link. Locked by the plan's team cap, it is greyed with a lock and a tooltip
 * and leads to the billing page instead; for a viewer who may not open that page it is a disabled
 * lock whose tooltip says who can lift the limit. `showLabel` draws the label beside the icon.
 */
export function AddTeamLink({
  link,
  showLabel = false,
  onNavigate,
}: {
  link: TNavLink;
  showLabel?: boolean;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  const locked = link.locked === true;
  const billingHref = useBillingHref();
  const anchor = useLinkProps({ href: locked ? BILLING_HREF : link.href }, onNavigate);
  const Icon = locked ? LockClosedRegular : AddRegular;
  const className = mergeClasses(styles.link, locked && styles.locked, showLabel && styles.row);
  if (locked && billingHref === null) {
    return (
      <Tooltip content={ONE_TEAM_ASK_OWNER_TEXT} relationship="description" withArrow>
        <Button
          appearance="subtle"
          disabledFocusable
          icon={<LockClosedRegular />}
          className={mergeClasses(showLabel && styles.row)}
          aria-label={showLabel ? undefined : link.label}
        >
          {showLabel ? link.label : null}
        </Button>
      </Tooltip>
    );
  }
  const element = (
    <a {...anchor} href={anchor.href} className={className} aria-label={showLabel ? undefined : link.label}>
      <Icon className={styles.icon} aria-hidden="true" />
      {showLabel ? link.label : null}
    </a>
  );
  if (locked) {
    return (
      <Tooltip content={ONE_TEAM_LOCKED_TEXT} relationship="description" withArrow>
        {element}
      </Tooltip>
    );
  }
  if (showLabel) return element;
  return (
    <Tooltip content={link.label} relationship="label" withArrow>
      {element}
    </Tooltip>
  );
}
