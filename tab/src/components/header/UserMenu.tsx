import {
  Button,
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
} from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import type { TNavLink } from '../../../../shared/navigation.ts';
import type { TStateUser } from '../../../../shared/state.ts';
import { useHeaderStyles } from './header-styles.ts';
import { NavMenuItem } from './NavMenuItem.tsx';
import { UserSummary } from './UserSummary.tsx';

const useStyles = makeStyles({
  trigger: { maxWidth: '240px', minWidth: 'auto', height: '44px', fontWeight: 'normal' },
});

/**
 * The signed-in user's menu (photo or initials and name; the model's menu entries in order).
 * Fluent's Menu gives it keyboard support: Enter/Space/Down open it, arrows move, Escape closes.
 */
export function UserMenu({ user, items }: { user: TStateUser; items: readonly TNavLink[] }) {
  const styles = useStyles();
  const shared = useHeaderStyles();
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" className={styles.trigger} icon={<ChevronDownRegular />} iconPosition="after">
          <UserSummary user={user} textClassName={shared.compactHidden} />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{user.email}</MenuGroupHeader>
            {items.map((item) => (
              <NavMenuItem key={`${item.label} ${item.href}`} link={item} />
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
