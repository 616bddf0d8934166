import { useEffect, useRef } from 'react';
import type { TServerMessage } from '../../../../shared/state.ts';
import { useNotify } from './useNotify.tsx';

/**
 * Shows each server message of the initial state as a toast on load (spec part 1 §8). A new
 * messages list (after a refetch) is shown again; the same list is never shown twice.
 */
export function ServerMessageToasts({ messages }: { messages: readonly TServerMessage[] }) {
  const notify = useNotify();
  const shown = useRef<readonly TServerMessage[] | null>(null);

  useEffect(() => {
    if (shown.current === messages) return;
    shown.current = messages;
    for (const { level, message } of messages) notify({ message, intent: level });
  }, [messages, notify]);

  return null;
}
