import { WrenchRegular } from '@fluentui/react-icons';
import { EmptyState } from '../components/EmptyState.tsx';
import { AREA_LABELS } from './area-labels.ts';
import type { TPageProps } from './page-props.ts';

/**
 * The placeholder every route shows until its real page is added to pages/index.ts: it says what
 * the page will be for, so the navigation can be walked end to end before the pages exist.
 */
export default function PlannedPage({ route }: TPageProps) {
  return (
    <EmptyState
      card
      icon={<WrenchRegular />}
      title={route.title}
      body={route.purpose}
      note={`This page is part of the ${AREA_LABELS[route.area]} area and is not built yet.`}
    />
  );
}
