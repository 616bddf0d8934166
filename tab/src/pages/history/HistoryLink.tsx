import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink.tsx';

/** App paths ('/dashboard/...') navigate without a page load; anything else is a plain link. */
export function HistoryLink({ to, children }: { to: string; children: ReactNode }) {
  if (to.startsWith('/') && !to.startsWith('//')) return <AppLink to={to}>{children}</AppLink>;
  return <Link href={to}>{children}</Link>;
}
