/** Whether check-in emails carry a reply address: only when REPLY_DOMAIN says where replies arrive. */
import { replyAddressFor } from '../../domain/checkins/reply-token.ts';
import type { TEngineDeps } from './engine-deps.ts';

/** The engine's replyAddress option for these settings (absent when replies are off). */
export function replyAddressOption(env: {
  REPLY_DOMAIN?: string;
  SESSION_SECRET: string;
}): Pick<TEngineDeps, 'replyAddress'> {
  const domain = env.REPLY_DOMAIN;
  if (!domain) return {};
  return { replyAddress: (checkinId) => replyAddressFor(checkinId, env.SESSION_SECRET, domain) };
}
