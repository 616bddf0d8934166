import { makeStyles, mergeClasses } from '@fluentui/react-components';
import type { TNavLink } from '../../../../shared/navigation.ts';
import { HeaderLink, type THeaderLinkLayout } from './HeaderLink.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', margin: 0, padding: 0, listStyleType: 'none' },
  bar: { height: '100%', alignItems: 'stretch' },
  column: { flexDirection: 'column' },
  item: { display: 'flex', flexShrink: 0 },
  columnItem: { flexDirection: 'column' },
});

/** A list of header links, laid out as a bar (desktop, mobile tabs) or a column (mobile menu). */
export function NavLinks({
  links,
  layout,
  primaryHref,
  onNavigate,
}: {
  links: readonly TNavLink[];
  layout: THeaderLinkLayout;
  /** The link drawn as a filled button, if any. */
  primaryHref?: string;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  if (links.length === 0) return null;
  return (
    <ul className={mergeClasses(styles.list, layout === 'bar' ? styles.bar : styles.column)}>
      {links.map((link) => (
        <li
          key={`${link.label} ${link.href}`}
          className={mergeClasses(styles.item, layout === 'list' && styles.columnItem)}
        >
          <HeaderLink link={link} layout={layout} primary={link.href === primaryHref} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
