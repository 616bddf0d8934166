/**
 * /my/settings/password/ (spec part 2 §2.3): set a first password, or change one after giving the
 * current password. Other sessions of the user are signed out; this one stays.
 */
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordAuditEvent, type TRequestOrigin } from './audit.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { assertNewPassword } from './password-pair.ts';
import { revokeUserSessions } from './sign-out.ts';
import type { TViewer } from './viewer.ts';

/** Sets or changes the viewer's password; answers which of the two it did. */
export async function changePassword(
  db: TDb,
  viewer: TViewer,
  form: { password1: string; password2: string; current_password?: string },
  origin: TRequestOrigin = {},
): Promise<'set' | 'changed'> {
  const { user } = viewer;
  if (user.passwordHash) {
    const current = form.current_password ?? '';
    if (!current || !(await verifyPassword(current, user.passwordHash))) {
      throw new AppError('INVALID_INPUT', ACCOUNT_MESSAGES.currentPasswordWrong, {
        fields: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
      });
    }
  }
  const password = assertNewPassword(form.password1, form.password2, user);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id, viewer.sessionId);
  await recordAuditEvent(
    db,
    {
      kind: user.passwordHash ? 'password_changed' : 'password_set',
      userId: user.id,
      accountId: viewer.account.id,
      email: user.email,
    },
    origin,
  );
  return user.passwordHash ? 'changed' : 'set';
}
