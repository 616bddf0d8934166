import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router';
import { withoutPlannedLinks } from '../../app/page-availability.ts';
import { isUnderPath } from '../header/active-path.ts';
import { NARROW_SCREEN } from '../header/breakpoints.ts';
import type { TSettingsMenu, TSettingsMenuItem } from './settings-menus.ts';

const useStyles = makeStyles({
  title: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    padding: `0 ${tokens.spacingHorizontalM}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    [NARROW_SCREEN]: { display: 'none' },
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    [NARROW_SCREEN]: { flexDirection: 'row', overflowX: 'auto', scrollbarWidth: 'none' },
  },
  item: { display: 'flex', flexShrink: 0 },
  link: {
    flexGrow: 1,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    borderLeft: '3px solid transparent',
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    [NARROW_SCREEN]: { borderLeft: 'none', borderBottom: '3px solid transparent', borderRadius: 0 },
  },
  active: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground1Selected,
    borderLeftColor: tokens.colorCompoundBrandStroke,
    [NARROW_SCREEN]: { borderBottomColor: tokens.colorCompoundBrandStroke, backgroundColor: 'transparent' },
  },
});

function SettingsMenuLink({ item, active }: { item: TSettingsMenuItem; active: boolean }) {
  const styles = useStyles();
  const href = useHref(item.href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(item.href);
  return (
    <a
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}
      className={mergeClasses(styles.link, active && styles.active)}
      aria-current={active ? 'page' : undefined}
    >
      {item.label}
    </a>
  );
}

/**
 * A settings area's side menu; the item whose path prefixes the current location is highlighted.
 * Items whose page is not built yet are left out.
 */
export function SettingsMenu({ menu }: { menu: TSettingsMenu }) {
  const styles = useStyles();
  const { pathname } = useLocation();
  return (
    <nav aria-label={menu.title}>
      <div className={styles.title}>{menu.title}</div>
      <ul className={styles.list}>
        {withoutPlannedLinks(menu.items).map((item) => (
          <li key={item.href} className={styles.item}>
            <SettingsMenuLink item={item} active={isUnderPath(pathname, item.href)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
