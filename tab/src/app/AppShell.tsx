import { Outlet, ScrollRestoration } from 'react-router';
import { AppToaster } from '../components/toasts/AppToaster.tsx';
import { ServerMessageToasts } from '../components/toasts/ServerMessageToasts.tsx';
import { useLoadedState } from './loaded-state.tsx';
import { StateGate } from './StateGate.tsx';

function ServerMessagesOnLoad() {
  const { messages } = useLoadedState();
  return <ServerMessageToasts messages={messages} />;
}

/**
 * The root of every page: one Toaster shared by all layouts (so a toast survives a layout change),
 * then the state gate and the matched layout.
 */
export function AppShell() {
  return (
    <>
      <AppToaster />
      <StateGate>
        <ServerMessagesOnLoad />
        <Outlet />
      </StateGate>
      <ScrollRestoration />
    </>
  );
}
