import { QueryGate } from '../../components/QueryGate.tsx';
import { HomeOverview } from './HomeOverview.tsx';
import { useHome } from './home-queries.ts';
import { WaitingPage } from './WaitingPage.tsx';

/** The signed-in home: the overview, or the waiting page for a Team Member in no report. */
export function HomePage() {
  const query = useHome();
  return (
    <QueryGate query={query}>
      {(home) => (home.view === 'waiting' ? <WaitingPage home={home} /> : <HomeOverview home={home} />)}
    </QueryGate>
  );
}
