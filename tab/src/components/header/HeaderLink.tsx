import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { TNavLink } from '../../../../shared/navigation.ts';
import { isLinkActive } from './active-path.ts';
import { useLinkProps } from './link-props.ts';

const useStyles = makeStyles({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  // A tab of the header bar: full bar height, underlined when active.
  bar: {
    height: '100%',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderTop: '3px solid transparent',
    borderBottom: '3px solid transparent',
  },
  barActive: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorCompoundBrandStroke,
  },
  // A row of the mobile menu: marked on the left when active.
  list: {
    minHeight: '44px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderLeft: '3px solid transparent',
  },
  listActive: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderLeftColor: tokens.colorCompoundBrandStroke,
    backgroundColor: tokens.colorNeutralBackground1Selected,
  },
  primary: {
    alignSelf: 'center',
    height: '32px',
    margin: `0 ${tokens.spacingHorizontalXS}`,
    padding: `0 ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  primaryInList: {
    margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    justifyContent: 'center',
  },
});

export type THeaderLinkLayout = 'bar' | 'list';

/**
 * One header link (a tab, a guest link or a row of the mobile menu), marked with aria-current
 * when it is the active tab. How it is followed comes from `useLinkProps`.
 */
export function HeaderLink({
  link,
  layout,
  primary = false,
  icon,
  onNavigate,
}: {
  link: TNavLink;
  layout: THeaderLinkLayout;
  /** Drawn as a filled button (the guest's Sign Up). */
  primary?: boolean;
  icon?: ReactNode;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const anchor = useLinkProps(link, onNavigate);
  const active = !primary && isLinkActive(link, pathname);
  const className = mergeClasses(
    styles.base,
    layout === 'bar' ? styles.bar : styles.list,
    active && (layout === 'bar' ? styles.barActive : styles.listActive),
    primary && styles.primary,
    primary && layout === 'list' && styles.primaryInList,
  );
  return (
    <a {...anchor} className={className} aria-current={active ? 'page' : undefined}>
      {icon}
      {link.label}
    </a>
  );
}
