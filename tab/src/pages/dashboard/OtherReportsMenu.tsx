/**
 * The team's other reports (spec part 3 §2.7): a menu of links to each one's latest dashboard,
 * saying 'No other reports' when there are none.
 */
import {
  Menu,
  MenuButton,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { DocumentBulletListMultipleRegular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import { DASHBOARD_MESSAGES } from '../../../../shared/dashboard.ts';
import { otherReportPath } from './dashboard-nav.ts';

function OtherReportItem({ to, name }: { to: string; name: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <MenuItemLink href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}>
      {name}
    </MenuItemLink>
  );
}

export interface TOtherReportsMenuProps {
  teamSlug: string;
  reports: readonly { slug: string; name: string }[];
}

/** 'Other reports' and its menu. */
export function OtherReportsMenu({ teamSlug, reports }: TOtherReportsMenuProps) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={<DocumentBulletListMultipleRegular />}>Other reports</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {reports.length === 0 ? (
            <MenuItem disabled>{DASHBOARD_MESSAGES.noOtherReports}</MenuItem>
          ) : (
            reports.map((report) => (
              <OtherReportItem key={report.slug} to={otherReportPath(teamSlug, report.slug)} name={report.name} />
            ))
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
