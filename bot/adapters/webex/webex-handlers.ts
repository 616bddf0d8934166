/**
 * The one place the handlers of the bot's webhook resources are registered (messages,
 * attachmentActions, memberships). A resource without a handler is acknowledged and ignored by
 * POST /webex/events.
 */
import { createWebexCardActionHandler } from './webex-checkin-actions.ts';
import { createWebexMessageHandler } from './webex-help.ts';
import { createWebexMembershipHandler } from './webex-membership-events.ts';
import type { TWebexHandlerDeps } from './webex-runtime.ts';
import type { TWebexEventHandlers } from './webex-types.ts';

/** The handlers of this process's bot. */
export function webexHandlersOf(deps: TWebexHandlerDeps): TWebexEventHandlers {
  return {
    memberships: createWebexMembershipHandler(deps),
    messages: createWebexMessageHandler(deps),
    attachmentActions: createWebexCardActionHandler(deps),
  };
}
