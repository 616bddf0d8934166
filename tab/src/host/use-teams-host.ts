/** Whether the page runs inside Microsoft Teams, as React state (pages draw a note while it is checked). */
import { useEffect, useState } from 'react';
import { isInTeams } from './teams-host.ts';

export type TTeamsHost = 'checking' | 'teams' | 'browser';

/** 'checking' until teams-js has answered, then 'teams' or 'browser'. */
export function useTeamsHost(): TTeamsHost {
  const [host, setHost] = useState<TTeamsHost>('checking');
  useEffect(() => {
    let current = true;
    void isInTeams().then((inTeams) => {
      if (current) setHost(inTeams ? 'teams' : 'browser');
    });
    return () => {
      current = false;
    };
  }, []);
  return host;
}
