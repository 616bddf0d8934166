import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link, useLocation } from 'react-router';
import { isNavItemActive } from './active-path.ts';
import type { TNavItem } from './nav-item.ts';

const focusRing = {
  outline: `2px solid ${tokens.colorStrokeFocus2}`,
  outlineOffset: '-2px',
};

const useStyles = makeStyles({
  base: {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': focusRing,
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
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
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
 * One header link: a router link for app pages, a plain link for server pages (logout), marked
 * with aria-current when it is the active tab.
 */
export function HeaderLink({
  item,
  layout,
  onNavigate,
}: {
  item: TNavItem;
  layout: THeaderLinkLayout;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname);
  const primary = item.emphasis === 'primary';
  const className = mergeClasses(
    styles.base,
    layout === 'bar' ? styles.bar : styles.list,
    active && !primary && (layout === 'bar' ? styles.barActive : styles.listActive),
    primary && styles.primary,
    primary && layout === 'list' && styles.primaryInList,
  );
  const ariaCurrent = active ? 'page' : undefined;

  if (item.target === 'document') {
    return (
      <a className={className} href={item.to} aria-current={ariaCurrent}>
        {item.label}
      </a>
    );
  }
  return (
    <Link className={className} to={item.to} aria-current={ariaCurrent} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}
