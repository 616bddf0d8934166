import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ClockRegular } from '@fluentui/react-icons';
import type { TNavLink } from '../../../../shared/navigation.ts';
import { isPlannedHref } from '../../app/page-availability.ts';
import { useLinkProps } from './link-props.ts';

const useStyles = makeStyles({
  pill: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteMarigoldBackground1,
    border: `1px solid ${tokens.colorPaletteMarigoldBorder1}`,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorPaletteMarigoldBorder1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  // Without a billing page to go to, the countdown is information only.
  plain: { ':hover': { backgroundColor: tokens.colorPaletteMarigoldBackground1 } },
  icon: { fontSize: '16px' },
});

/**
 * 'Trial has N days left' (trialing owners and admins): a way to the billing page, or plain text
 * while the billing page is not built.
 */
export function TrialCountdown({ link, onNavigate }: { link: TNavLink; onNavigate?: () => void }) {
  const styles = useStyles();
  const anchor = useLinkProps(link, onNavigate);
  if (isPlannedHref(link.href))
    return (
      <span className={mergeClasses(styles.pill, styles.plain)}>
        <ClockRegular className={styles.icon} aria-hidden="true" />
        {link.label}
      </span>
    );
  return (
    <a {...anchor} className={styles.pill}>
      <ClockRegular className={styles.icon} aria-hidden="true" />
      {link.label}
    </a>
  );
}
