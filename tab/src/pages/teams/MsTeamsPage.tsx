import { Body1, Link } from '@fluentui/react-components';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import type { TPageProps } from '../page-props.ts';
import { PlatformInfoLayout } from './PlatformInfoLayout.tsx';
import { CONNECT_CODE_ANCHOR } from './platforms.ts';

/** Connect Microsoft Teams (spec part 3 §2.8): where to read how, where to ask, and the connect code link. */
export default function MsTeamsPage({ route }: TPageProps) {
  const { config } = useLoadedState();
  return (
    <PlatformInfoLayout
      title={route.title}
      platformName="Microsoft Teams"
      subtitle="Add the Rollcall bot to a team in Microsoft Teams and your members answer check-ins in chat."
    >
      <Body1 as="p">
        Follow the{' '}
        <Link href={config.help_desk_url} target="_blank" rel="noreferrer" inline>
          written guide (opens in a new tab)
        </Link>{' '}
        to add the bot to your team, or{' '}
        <Link href={config.help_desk_url} target="_blank" rel="noreferrer" inline>
          chat with support (opens in a new tab)
        </Link>{' '}
        and we will walk you through it.
      </Body1>
      <Body1 as="p">
        <AppLink to={`/platform/connect/#${CONNECT_CODE_ANCHOR}`}>Have a Team connect code?</AppLink>
      </Body1>
    </PlatformInfoLayout>
  );
}
