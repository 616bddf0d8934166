import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { ButtonLink } from './ButtonLink.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
});

export interface TPlatformInfoLayoutProps {
  title: string;
  /** The platform as the notice names it ('Slack', 'Microsoft Teams'...). */
  platformName: string;
  subtitle: string;
  children: ReactNode;
}

/**
 * The frame of the Slack, Microsoft Teams and Webex pages: the spec's explanation, a notice that
 * the platform's app credentials are not configured on this server, and 'Connect Email instead'.
 */
export function PlatformInfoLayout({ title, platformName, subtitle, children }: TPlatformInfoLayoutProps) {
  const styles = useStyles();
  return (
    <FormCard
      wide
      title={title}
      subtitle={subtitle}
      footer={<AppLink to="/platform/connect/">Back to all platforms</AppLink>}
    >
      <div className={styles.body}>{children}</div>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>Not available on this server yet</MessageBarTitle>
          Connecting {platformName} needs its app credentials, which the server administrator has not configured yet.
          You can run your team by email in the meantime.
        </MessageBarBody>
      </MessageBar>
      <div className={styles.actions}>
        <ButtonLink to="/platform/email/" appearance="primary">
          Connect Email instead
        </ButtonLink>
      </div>
    </FormCard>
  );
}
