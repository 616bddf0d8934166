import { Body1 } from '@fluentui/react-components';
import type { TPageProps } from '../page-props.ts';
import { notBuiltNotice, PlatformInfoLayout } from './PlatformInfoLayout.tsx';

/** Connect Slack (spec part 3 §2.8): the permissions Rollcall asks the workspace for. */
export default function SlackPage({ route }: TPageProps) {
  return (
    <PlatformInfoLayout
      title={route.title}
      notice={notBuiltNotice('Slack')}
      offerEmail
      subtitle="Install Rollcall in your Slack workspace and your team answers check-ins in Slack."
    >
      <Body1 as="p">When you connect Slack, Rollcall asks your workspace for permission to:</Body1>
      <ul>
        <li>read the public channels, so you can pick where reports are broadcast;</li>
        <li>read the email addresses of members, to match them with their Rollcall accounts;</li>
        <li>send messages, to deliver check-ins, reminders and reports;</li>
        <li>read the workspace profile, to show members by their names.</li>
      </ul>
    </PlatformInfoLayout>
  );
}
