/**
 * The marketplace landing and activation pages' calls (spec part 1 §2.8, §3 Confirm context, §7,
 * §8), shared by the server and the web app. The marketplace billing view's calls are in
 * billing-api.ts (ZMarketplaceAction).
 */
import { z } from 'zod';

/** A landing page token is an opaque string of a few hundred characters; anything far longer is refused. */
export const MARKETPLACE_TOKEN_MAX = 1024;

/** The landing page token, bounded (member text is hostile). */
export const ZMarketplaceToken = z
  .string({ error: 'The marketplace link has no token.' })
  .trim()
  .min(1, 'The marketplace link has no token.')
  .max(MARKETPLACE_TOKEN_MAX, 'The marketplace link is not valid.');

/** Designed texts (the spec does not show them). */
export const MARKETPLACE_MESSAGES = {
  /** MARKETPLACE_TENANT_ID is not set on this server. */
  notConfigured: 'Microsoft marketplace subscriptions are not set up on this Rollcall server.',
  /** After 'Confirm and activate'. */
  activated: 'Your Microsoft marketplace subscription is active.',
  /** Activation by a Team Admin or Member. */
  ownersOnly: 'Only the Billing Owner or an Account Admin of your organization can activate a subscription.',
  /** The account already pays through another marketplace subscription. */
  alreadyPaying:
    'Your organization already has an active subscription. Cancel it before activating this one, or contact support.',
  /** The account pays by card (Stripe): both must never bill. */
  cardSubscription:
    'Your organization already pays for Rollcall by card. Cancel the card subscription first, or contact support, before activating a Microsoft marketplace subscription.',
  /** The signed-in person is not of the tenant (or the email) that bought the subscription. */
  notPurchaser:
    'This subscription was bought by another organization. Sign in with a Microsoft work account of the organization that bought it, or with the email address of the person who bought it, and open the link again.',
  /** POST /api/v1/marketplace/ for an account the marketplace does not manage. */
  notManaged: "Your organization's billing is not managed by the Microsoft marketplace.",
  /** A seat change below the current licensed count (part 2 §2.1: the minimum is the current count). */
  seatsBelowLicensed: (minimum: number) =>
    `Enter at least ${minimum} licensed users. To lower the count, change the subscription in the Microsoft 365 admin center.`,
} as const;

/** GET /api/v1/marketplace/status — whether the landing page can be used on this server. */
export const ZMarketplaceStatus = z.object({ enabled: z.boolean() });
export type TMarketplaceStatus = z.infer<typeof ZMarketplaceStatus>;

/**
 * GET /api/v1/marketplace/activation?token= — the activation page's context (part 1 §3 Confirm
 * context): the subscription's name, or 'error' when it cannot be activated for this organization.
 * can_activate says whether 'Confirm and activate' will work for this person; when it will not,
 * reason says why (who can activate, the card subscription, another organization's purchase), or
 * is null for the spec's invalid-subscription message.
 */
export const ZMarketplaceActivationContext = z.object({
  resolve: z.string(),
  token: z.string(),
  org_name: z.string(),
  can_activate: z.boolean(),
  reason: z.string().nullable(),
});
export type TMarketplaceActivationContext = z.infer<typeof ZMarketplaceActivationContext>;

/** The value of `resolve` when the subscription cannot be activated. */
export const MARKETPLACE_RESOLVE_ERROR = 'error';

/** POST /accounts/marketplace/activate — the hidden token (part 1 §7). */
export const ZMarketplaceActivateForm = z.object({ token: ZMarketplaceToken });
export type TMarketplaceActivateForm = z.infer<typeof ZMarketplaceActivateForm>;
