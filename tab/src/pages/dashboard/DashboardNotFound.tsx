/** What a dashboard link the API does not know (404) shows: a way back to the reports. */
import { SearchRegular } from '@fluentui/react-icons';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';

export const DASHBOARD_NOT_FOUND_TITLE = 'Dashboard not found';

/** 'Dashboard not found' with a link to /reports/. */
export function DashboardNotFound({ what = 'dashboard' }: { what?: string }) {
  return (
    <EmptyState
      card
      icon={<SearchRegular />}
      title={DASHBOARD_NOT_FOUND_TITLE}
      body={`This ${what} does not exist or is not visible to you.`}
      action={<AppLink to="/reports/">Go to reports</AppLink>}
    />
  );
}
