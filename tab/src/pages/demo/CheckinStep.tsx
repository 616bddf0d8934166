/**
 * Step 2 of the tour: the visitor's own check-in in the real check-in workspace, its autosave,
 * goal and blocker flags and submission answered by the sandbox. It opens with what was typed on
 * an earlier visit to this step.
 */
import { useState } from 'react';
import { CheckinCallsContext } from '../checkin/checkin-calls.ts';
import { CheckinWorkspace } from '../checkin/checkin-workspace.tsx';
import type { DemoSandbox } from './demo-sandbox.ts';

export function CheckinStep({ sandbox }: { sandbox: DemoSandbox }) {
  // Read once per visit to the step, as the real page loads its context once.
  const [context] = useState(() => sandbox.checkinContext());
  return (
    <CheckinCallsContext.Provider value={sandbox.checkinCalls}>
      <CheckinWorkspace context={context} />
    </CheckinCallsContext.Provider>
  );
}
