/**
 * The first leg of Sign in with Slack (spec part 1 §2.2, §2.4): a signed single-use state bound to
 * this browser, and Slack's authorize page to send the browser to.
 */
import type { TDb } from '../../../db/client.ts';
import { createSignInState, type TSignInPurpose } from '../../accounts/sign-in-states.ts';
import { SLACK_IDENTITY_PROVIDER } from './slack-identity.ts';
import type { TSlackOpenIdClient } from './slack-openid.ts';

/** Answers the URL of Slack's authorize page for a login or a registration. */
export async function startSlackSignIn(
  db: TDb,
  options: {
    slack: TSlackOpenIdClient;
    secret: string;
    purpose: TSignInPurpose;
    /** A same-site path already checked by the caller, or null. */
    nextPath: string | null;
    browserBinding: string;
    redirectUri: string;
  },
): Promise<string> {
  const { state, nonce } = await createSignInState(db, {
    secret: options.secret,
    provider: SLACK_IDENTITY_PROVIDER,
    purpose: options.purpose,
    nextPath: options.nextPath,
    browserBinding: options.browserBinding,
  });
  return options.slack.authorizeUrl({ state, nonce, redirectUri: options.redirectUri });
}
