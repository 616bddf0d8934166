import { Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { SSO_NOTICES, ssoNoticeOf } from '../../../../shared/sso.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { SSO_LINKS } from './sso-links.ts';

/**
 * Why a Sign in with Slack round trip came back to this page (the server's `?sso=<code>`): only the
 * texts of known codes are shown. 'No account' offers signing up with the same Slack account.
 */
export function SsoNotice() {
  const [searchParams] = useSearchParams();
  const { sign_in } = useLoadedState().config;
  const notice = ssoNoticeOf(searchParams.get('sso'));
  if (!notice) return null;
  return (
    <MessageBar intent={notice === 'no_account' ? 'warning' : 'error'} layout="multiline" role="alert">
      <MessageBarBody>
        {SSO_NOTICES[notice]}
        {notice === 'no_account' ? (
          <>
            {' '}
            {sign_in.slack ? (
              <Link href={SSO_LINKS.slackRegister}>Sign up with Slack</Link>
            ) : (
              <Link href="/accounts/signup/">Sign up</Link>
            )}{' '}
            to create one, or sign in below with your email if you already use Rollcall under another address.
          </>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}
