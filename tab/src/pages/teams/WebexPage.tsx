import { Body1, Link } from '@fluentui/react-components';
import { useLoadedState } from '../../app/loaded-state.tsx';
import type { TPageProps } from '../page-props.ts';
import { notBuiltNotice, PlatformInfoLayout } from './PlatformInfoLayout.tsx';

/** Connect Cisco Webex Teams (spec part 3 §2.8): how the bot is installed, step by step. */
export default function WebexPage({ route }: TPageProps) {
  const { config } = useLoadedState();
  return (
    <PlatformInfoLayout
      title={route.title}
      notice={notBuiltNotice('Cisco Webex Teams')}
      offerEmail
      subtitle="Add the Rollcall bot to your Webex team and your members answer check-ins in Webex."
    >
      <Body1 as="p">Once Webex is available, installing Rollcall in Webex takes five steps:</Body1>
      <ol>
        <li>Add the Rollcall bot to your Webex team.</li>
        <li>The bot sends you a private welcome message with a link: follow it.</li>
        <li>Register your Rollcall account (or sign in).</li>
        <li>Confirm connecting the Webex team to Rollcall.</li>
        <li>The bot sends a success message in Webex: your team is connected.</li>
      </ol>
      <Body1 as="p">
        <Link href={config.help_desk_url} target="_blank" rel="noreferrer">
          Learn more (opens in a new tab)
        </Link>
      </Body1>
    </PlatformInfoLayout>
  );
}
