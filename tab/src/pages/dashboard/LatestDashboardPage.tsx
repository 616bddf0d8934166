/**
 * /dashboard/ (spec part 3 §2.7): goes to the current team's latest run, replacing itself in the
 * history; says 'Waiting for the first check-in...' when there is none yet.
 */
import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_MESSAGES } from '../../../../shared/dashboard.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadingSpinner } from '../../components/LoadingSpinner.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { appPathOf } from './dashboard-nav.ts';
import { useLatestDashboard } from './dashboard-queries.ts';

function GoTo({ url }: { url: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const path = appPathOf(url, window.location.origin);
    if (path === null) window.location.replace(url);
    else navigate(path, { replace: true });
  }, [url, navigate]);
  return <LoadingSpinner />;
}

export default function LatestDashboardPage(_props: TPageProps) {
  const query = useLatestDashboard();
  return (
    <QueryGate query={query}>
      {({ dashboard_url: url }) =>
        url === null ? (
          <EmptyState
            card
            icon={<ClipboardTaskListLtrRegular />}
            title={DASHBOARD_MESSAGES.waitingTitle}
            body={DASHBOARD_MESSAGES.waitingText}
            action={<AppLink to="/reports/">Go to reports</AppLink>}
          />
        ) : (
          <GoTo url={url} />
        )
      }
    </QueryGate>
  );
}
