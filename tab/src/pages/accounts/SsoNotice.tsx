import { Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { ssoNoticeText, ssoProviderOf } from '../../../../shared/sso.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { SSO_LINKS } from './sso-links.ts';

/**
 * Why a Sign in with Slack or Microsoft round trip came back to this page (the server's
 * `?sso=<code>`, with `&provider=microsoft` for Microsoft): only the texts of known codes of that
 * provider are shown. 'No account' offers signing up with the same provider's account.
 */
export function SsoNotice() {
  const [searchParams] = useSearchParams();
  const { sign_in } = useLoadedState().config;
  const code = searchParams.get('sso');
  const provider = ssoProviderOf(searchParams.get('provider'));
  const text = ssoNoticeText(code, provider);
  if (text === undefined) return null;
  const registerHere = provider === 'microsoft' ? sign_in.microsoft : sign_in.slack;
  const registerLink = provider === 'microsoft' ? SSO_LINKS.microsoftRegister : SSO_LINKS.slackRegister;
  return (
    <MessageBar intent={code === 'no_account' ? 'warning' : 'error'} layout="multiline" role="alert">
      <MessageBarBody>
        {text}
        {code === 'no_account' ? (
          <>
            {' '}
            {registerHere ? (
              <Link href={registerLink}>Sign up with {provider === 'microsoft' ? 'Microsoft' : 'Slack'}</Link>
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
