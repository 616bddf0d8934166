/**
 * A message from the contact form to the server's support address: the topic, the message as the
 * person typed it (plain text, escaped: it is a stranger's words) and who they are. Reply-To is
 * the person (mailer.ts reads `replyTo`), so answering the email answers them.
 */
import type { TEmailVariables } from '../../../domain/email/email-templates.ts';
import { emailLayout, escapeHtml } from './layout.ts';
import type { TEmailSource } from './types.ts';

type TVars = TEmailVariables<'contact-message'>;

/** Label and value pairs describing the sender, in the order support reads them. */
function senderFacts(vars: TVars): Array<[string, string]> {
  const facts: Array<[string, string]> = [
    ['Name', vars.name],
    ['Email', vars.email],
  ];
  if (vars.sender) {
    facts.push(
      ['Organization', `${vars.sender.accountName} (${vars.sender.accountId})`],
      ['Role', vars.sender.role],
      ['Team', vars.sender.teamName ?? 'none open'],
      ['Plan', `${vars.sender.planKey}, ${vars.sender.subscriptionStatus}`],
    );
  } else {
    facts.push(['Signed in', 'no (a guest: the name and email are as typed, not checked)']);
  }
  if (vars.pageUrl) facts.push(['Sent from', vars.pageUrl]);
  return facts;
}

/** Builds the contact-message email. */
export function contactMessageEmail(vars: TVars): TEmailSource {
  const facts = senderFacts(vars);
  const message = escapeHtml(vars.message).replaceAll('\n', '<br />');
  const factsHtml = facts.map(([label, value]) => `<b>${escapeHtml(label)}:</b> ${escapeHtml(value)}`).join('<br />');
  return {
    subject: `[${vars.topic}] Message from ${vars.name} via the Rollcall contact form`,
    mjml: emailLayout({
      preview: vars.message.slice(0, 90),
      body: `
        <mj-text>${escapeHtml(vars.name)} sent a message about <b>${escapeHtml(vars.topic)}</b> through the contact form. Reply to this email to answer them.</mj-text>
        <mj-text padding-left="36px" color="#424242">${message}</mj-text>
        <mj-divider border-width="1px" border-color="#e0e0e0" />
        <mj-text font-size="13px" color="#616161">${factsHtml}</mj-text>`,
    }),
    text: `${vars.name} sent a message about ${vars.topic} through the contact form. Reply to this email to answer them.\n\n${vars.message
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')}\n\n${facts.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`,
  };
}
