/** Short notes from the bot (activation link, help, errors) as cards, through the shared renderer. */
import { noticeCard, type TAdaptiveCard } from '../../core/render/adaptive-card.ts';
import type { TNoticeMessage } from '../../domain/engine-messages.ts';

/** A card holding one Markdown text. */
export function adaptiveCardOfText(text: string): TAdaptiveCard {
  return noticeCard({ kind: 'notice', text, links: [] });
}

/** The note with the activation link and the connect code, sent to whoever added the bot. */
export function activationNotice(input: {
  teamName: string;
  activationUrl: string;
  connectCode: string;
  connectPageUrl: string;
}): TNoticeMessage {
  return {
    kind: 'notice',
    text: [
      `Thanks for adding Rollcall to **${input.teamName}**!`,
      'Connect it to your Rollcall account to start check-ins: account admins and team admins can open the link below.',
      `You can also enter the connect code **${input.connectCode}** on ${input.connectPageUrl}.`,
    ].join('\n\n'),
    links: [{ title: 'Connect this team', url: input.activationUrl }],
  };
}
