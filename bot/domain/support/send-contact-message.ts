/**
 * Sends a message of the contact form (spec part 1 §2.6 'Contact us', §2.12 the help widget's
 * message; part 2 'Chat with us') to the people who run this server: one email to the support
 * address with Reply-To the person, so support answers from their own mail client. The support
 * address is the server's setting, never an address from the form, so the form cannot be used
 * to send email to anyone else.
 */

import type { TContactTopic } from '../../../shared/contact.ts';
import { ACCOUNT_TYPE_LABEL } from '../../../shared/roles.ts';
import type { TDatabase } from '../../db/client.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { TJobQueue } from '../jobs.ts';
import type { TContactEmail, TContactSender } from './contact-email.ts';

export interface TSendContactMessageDeps {
  db: TDatabase;
  jobs: TJobQueue;
  /** Where messages go: SUPPORT_EMAIL, else the address of MAIL_FROM (supportAddressOf). */
  supportAddress: string;
  /** Base of links, without a trailing slash. */
  publicUrl: string;
}

export interface TSendContactMessageOptions {
  topic: TContactTopic;
  message: string;
  /** A path of this site the person wrote from (already checked), if any. */
  page?: string;
  /** The signed-in person; their name and email are the session's, whatever the form said. */
  viewer: TViewer | null;
  /** A guest's name and email as typed (ignored for a signed-in viewer). */
  guest?: { name: string; email: string };
}

/** Queues the email to support; answers the email's id. */
export async function sendContactMessage(
  deps: TSendContactMessageDeps,
  options: TSendContactMessageOptions,
): Promise<{ emailId: string | null }> {
  const { viewer } = options;
  const person = viewer ? { name: displayName(viewer.user), email: viewer.user.email } : options.guest;
  if (!person) throw new Error('sendContactMessage: a guest message needs the name and email typed');
  const variables: TContactEmail = {
    name: person.name,
    email: person.email,
    replyTo: person.email,
    topic: options.topic,
    message: options.message,
    pageUrl: options.page ? `${deps.publicUrl}${options.page}` : null,
    sender: viewer ? senderOf(viewer) : null,
  };
  const { id } = await queueEmail(deps, {
    to: deps.supportAddress,
    template: 'contact-message',
    variables,
    ...(viewer ? { accountId: viewer.account.id } : {}),
  });
  return { emailId: id };
}

/** Who a signed-in person is, for support: their organisation, role and open team. */
function senderOf(viewer: TViewer): TContactSender {
  return {
    accountName: viewer.account.name,
    accountId: viewer.account.id,
    role: ACCOUNT_TYPE_LABEL[viewer.accountTypeId],
    teamName: viewer.currentTeam?.name ?? null,
    subscriptionStatus: viewer.account.subscriptionStatus,
    planKey: viewer.account.planKey,
  };
}
