import { Button, Menu, MenuItemLink, MenuList, MenuPopover, MenuTrigger, makeStyles } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { TStateUser } from '../../../../shared/state.ts';
import type { TNavItem } from './nav-item.ts';
import { UserSummary } from './UserSummary.tsx';

const useStyles = makeStyles({
  trigger: { maxWidth: '320px', height: '44px', fontWeight: 'normal' },
});

function AppMenuItemLink({ item }: { item: TNavItem }) {
  const href = useHref(item.to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(item.to);
  return (
    <MenuItemLink href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}>
      {item.label}
    </MenuItemLink>
  );
}

function UserMenuEntry({ item }: { item: TNavItem }) {
  if (item.target === 'document') return <MenuItemLink href={item.to}>{item.label}</MenuItemLink>;
  return <AppMenuItemLink item={item} />;
}

/**
 * The signed-in user's menu in the desktop header (name, photo, team; My Settings, Logout). Fluent's
 * Menu gives it keyboard support: Enter/Space/Down open it, arrows move, Escape closes.
 */
export function UserMenu({ user, items }: { user: TStateUser; items: readonly TNavItem[] }) {
  const styles = useStyles();
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" className={styles.trigger} icon={<ChevronDownRegular />} iconPosition="after">
          <UserSummary user={user} />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <UserMenuEntry key={item.id} item={item} />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
