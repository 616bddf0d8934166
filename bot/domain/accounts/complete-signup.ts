/**
 * The final step of the multi-step signup (spec part 1 §2.5): creates the organisation on a
 * 30-day trial, the user as its Account Admin, and sends the welcome email. A company domain with
 * too many recent trial registrations is held for manual review instead (spec part 1 §2.6):
 * more than SIGNUP_DOMAIN_TRIAL_LIMIT accounts from one company domain in 30 days; free-mail
 * domains never count. A signup started from a chat install (spec part 1 §2.7) then opens that
 * install's confirm screen instead of the setup page.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type TSignupForm } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import { TRIAL_DAYS } from '../../../shared/plans.ts';
import { ACCOUNT_TYPE } from '../../../shared/roles.ts';
import { accounts, memberships, signups, users } from '../../db/schema/index.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { TAccountsDeps } from './accounts-deps.ts';
import { recordAuditEvent, type TRequestOrigin } from './audit.ts';
import { companyDomainOf } from './email-domain.ts';
import { findUserByEmail } from './find-user.ts';
import { findOpenSignup, isVerifiedInThisBrowser } from './get-signup-context.ts';
import { hashPassword } from './password-hash.ts';
import { assertNewPassword } from './password-pair.ts';
import { makeSlug } from './slugs.ts';
import { recordUserIdentity } from './user-identities.ts';

const DAY_MS = 24 * 3600 * 1000;
export const SIGNUP_DOMAIN_WINDOW_DAYS = 30;

export type TCompleteSignupResult =
  /** nextPath: the page the signup was started for (a chat-install confirm screen), else null. */
  | { outcome: 'created'; userId: string; accountId: string; nextPath: string | null }
  | { outcome: 'blocked'; domain: string };

/** Completes the signup with this hash from the browser that verified it. */
export async function completeSignup(
  deps: TAccountsDeps,
  options: { hash: string; browserToken: string | undefined; form: TSignupForm; origin?: TRequestOrigin },
): Promise<TCompleteSignupResult> {
  const { form } = options;
  const signup = await findOpenSignup(deps.db, options.hash);
  if (!isVerifiedInThisBrowser(signup, options.browserToken)) {
    throw new AppError('FORBIDDEN', 'Open the link in the verification email we sent you to continue.');
  }
  const email = signup.email;
  // A single-sign-on signup has no password: its person signs in through the provider.
  const identity =
    signup.identityProvider && signup.identitySubject
      ? { provider: signup.identityProvider, subject: signup.identitySubject }
      : undefined;
  const password = identity
    ? undefined
    : assertNewPassword(form.password1, form.password2, { email, firstName: form.fname, lastName: form.lname });
  if (await findUserByEmail(deps.db, email)) {
    throw new AppError('INVALID_INPUT', ACCOUNT_MESSAGES.emailUsed, {
      fields: { email: [ACCOUNT_MESSAGES.emailUsed] },
    });
  }

  const domain = companyDomainOf(email);
  if (domain && deps.signupDomainTrialLimit > 0) {
    const [recent] = await deps.db
      .select({ n: count() })
      .from(accounts)
      .where(
        and(
          eq(accounts.signupDomain, domain),
          gt(accounts.createdAt, new Date(Date.now() - SIGNUP_DOMAIN_WINDOW_DAYS * DAY_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= deps.signupDomainTrialLimit) {
      await recordAuditEvent(deps.db, { kind: 'signup_blocked', email, details: { domain } }, options.origin);
      return { outcome: 'blocked', domain };
    }
  }

  const passwordHash = password === undefined ? null : await hashPassword(password);
  const survey = {
    platform: form.platform,
    job_title: form.job_title,
    pm_tool: form.pm_tool,
    standup: form.standup,
    ref_source: form.ref_source,
  };
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        name: form.organization,
        planKey: 'team',
        subscriptionStatus: 'trialing',
        trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY_MS),
        signupDomain: domain,
        signupSurvey: survey,
      })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({
        email,
        firstName: form.fname,
        lastName: form.lname,
        slug: makeSlug(`${form.fname}-${form.lname}`),
        passwordHash,
        phone: form.phone || null,
        jobTitle: form.job_title,
        emailVerifiedAt: signup.verifiedAt,
      })
      .returning();
    await tx
      .insert(memberships)
      .values({ accountId: account!.id, userId: user!.id, accountTypeId: ACCOUNT_TYPE.ACCOUNT_ADMIN });
    if (identity) await recordUserIdentity(tx, { ...identity, userId: user!.id, email });
    await tx.update(signups).set({ completedAt: new Date(), accountId: account!.id }).where(eq(signups.id, signup.id));
    await recordAuditEvent(
      tx,
      {
        kind: 'signup_completed',
        accountId: account!.id,
        userId: user!.id,
        email,
        details: { method: identity?.provider ?? 'email' },
      },
      options.origin,
    );
    await queueEmail(
      { ...deps, db: deps.db },
      {
        tx,
        to: email,
        template: 'welcome',
        variables: { name: form.fname, organization: form.organization, appUrl: `${deps.publicUrl}/setup/` },
        accountId: account!.id,
      },
    );
    return { outcome: 'created' as const, userId: user!.id, accountId: account!.id, nextPath: signup.nextPath };
  });
}
