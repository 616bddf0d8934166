import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { HeaderLink, type THeaderLinkLayout } from './HeaderLink.tsx';
import type { TNavItem } from './nav-item.ts';

const useStyles = makeStyles({
  list: { display: 'flex', margin: 0, padding: 0, listStyleType: 'none' },
  bar: { height: '100%', alignItems: 'stretch' },
  column: { flexDirection: 'column' },
  item: { display: 'flex' },
  columnItem: { flexDirection: 'column' },
});

/** A list of header links, laid out as a bar (desktop) or a column (mobile menu). */
export function NavLinks({
  items,
  layout,
  onNavigate,
}: {
  items: readonly TNavItem[];
  layout: THeaderLinkLayout;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  if (items.length === 0) return null;
  return (
    <ul className={mergeClasses(styles.list, layout === 'bar' ? styles.bar : styles.column)}>
      {items.map((item) => (
        <li key={item.id} className={mergeClasses(styles.item, layout === 'list' && styles.columnItem)}>
          <HeaderLink item={item} layout={layout} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
