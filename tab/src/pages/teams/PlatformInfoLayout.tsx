import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { ButtonLink } from './ButtonLink.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
});

export interface TPlatformNotice {
  intent: 'info' | 'warning' | 'success';
  title: string;
  body: ReactNode;
}

export interface TPlatformInfoLayoutProps {
  title: string;
  subtitle: string;
  /** Whether the platform works on this server, said plainly above the actions. */
  notice: TPlatformNotice;
  /** 'Connect Email instead' is offered while the platform cannot be used here. */
  offerEmail: boolean;
  children: ReactNode;
}

/**
 * The frame of the Slack, Microsoft Teams and Webex pages: the spec's explanation, a notice of
 * whether the platform works on this server (and why not), and 'Connect Email instead' while it does not.
 */
export function PlatformInfoLayout({ title, subtitle, notice, offerEmail, children }: TPlatformInfoLayoutProps) {
  const styles = useStyles();
  return (
    <FormCard
      wide
      title={title}
      subtitle={subtitle}
      footer={<AppLink to="/platform/connect/">Back to all platforms</AppLink>}
    >
      <MessageBar intent={notice.intent} layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{notice.title}</MessageBarTitle>
          {notice.body}
        </MessageBarBody>
      </MessageBar>
      <div className={styles.body}>{children}</div>
      {offerEmail ? (
        <div className={styles.actions}>
          <ButtonLink to="/platform/email/" appearance="primary">
            Connect Email instead
          </ButtonLink>
        </div>
      ) : null}
    </FormCard>
  );
}
