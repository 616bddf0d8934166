import {
  Badge,
  Button,
  CounterBadge,
  Menu,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import type { THeaderModel } from '../../../../shared/navigation.ts';
import { NavMenuItem } from './NavMenuItem.tsx';

export type TCheckinsBadge = NonNullable<THeaderModel['checkinsBadge']>;

const useStyles = makeStyles({
  trigger: { minWidth: 'auto', fontWeight: 'normal', whiteSpace: 'nowrap' },
});

/**
 * The waiting check-ins: a counter and the model's text ('2 check-ins waiting'), opening a menu of
 * the check-ins' links; 'Check-ins completed' as a quiet badge when none are open.
 */
export function CheckinsBadge({ badge }: { badge: TCheckinsBadge }) {
  const styles = useStyles();
  if (badge.links.length === 0) {
    return (
      <Badge appearance="tint" color="success" shape="rounded" size="large" icon={<CheckmarkCircleRegular />}>
        {badge.text}
      </Badge>
    );
  }
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={<CounterBadge count={badge.links.length} color="danger" size="small" aria-hidden="true" />}
        >
          {badge.text}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {badge.links.map((link) => (
            <NavMenuItem key={link.href} link={link} />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
