import { useRef, useState } from 'react';
import { followRedirect, useFormSubmit } from '../../../api/forms.ts';

/** The button pressed on the confirm screen, posted as its name (spec part 1 §7). */
export type TConnectChoice = 'overwrite' | 'new_team';

export interface TConnectPost {
  /** Posts the choice; resolves false when the server refused it (the page stays, `refusals` say why). */
  post(choice: TConnectChoice): Promise<boolean>;
  /** The choice on its way (or followed to the next page); null when nothing is posting. */
  pendingChoice: TConnectChoice | null;
  /** The server's reasons for the last refusal. */
  refusals: readonly string[];
}

/**
 * The confirm screen's post to `activation_post_url` (JSON with the CSRF token, Accept JSON): on
 * `{ ok, redirect }` a full page load, because the viewer's teams change and the server flashes
 * its success message there; buttons stay busy until the page goes.
 */
export function useConnectPost(path: string): TConnectPost {
  const form = useFormSubmit<Partial<Record<TConnectChoice, string>>>(path);
  const [choice, setChoice] = useState<TConnectChoice | null>(null);
  const [leaving, setLeaving] = useState(false);
  // A second click before the busy state has rendered must not post twice.
  const inFlight = useRef(false);
  return {
    async post(next) {
      if (inFlight.current || leaving) return false;
      inFlight.current = true;
      setChoice(next);
      try {
        const answer = await form.submit({ [next]: '1' });
        if (answer === undefined) return false;
        setLeaving(true);
        followRedirect(answer, '/setup/');
        return true;
      } finally {
        inFlight.current = false;
      }
    },
    pendingChoice: form.pending || leaving ? choice : null,
    refusals: Object.values(form.fieldErrors).flat(),
  };
}
