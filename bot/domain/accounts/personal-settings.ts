/**
 * Personal settings, general (spec part 2 §2.4): photo, time zone, notification preference.
 * Members of email-only teams get only 'Email notification only'.
 */
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import {
  NOTIFICATION_TYPES,
  PHOTO_RULES,
  type TMyGeneralSettings,
  type TNotificationType,
} from '../../../shared/teams.ts';
import type { TDb } from '../../db/client.ts';
import { teamMembers, teams, userPhotos, users } from '../../db/schema/index.ts';
import { SERVICE } from '../platforms/platform-names.ts';
import { isTimeZone } from '../teams/change-member-time-zone.ts';
import type { TViewer } from './viewer.ts';

/** Whether every team the user answers in runs on email (or they have none but an email platform). */
async function isEmailOnly(db: TDb, viewer: TViewer): Promise<boolean> {
  const [chatTeam] = await db
    .select({ id: teams.id })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(eq(teamMembers.userId, viewer.user.id), ne(teams.service, SERVICE.email), ne(teams.service, SERVICE.none)),
    )
    .limit(1);
  return !chatTeam;
}

/** The notification options this viewer may choose. */
export async function notificationOptionsFor(db: TDb, viewer: TViewer) {
  return (await isEmailOnly(db, viewer))
    ? NOTIFICATION_TYPES.filter((option) => option.value === 'email')
    : [...NOTIFICATION_TYPES];
}

/** The page's data. */
export async function getMyGeneralSettings(db: TDb, viewer: TViewer): Promise<TMyGeneralSettings> {
  const options = await notificationOptionsFor(db, viewer);
  const current = options.some((option) => option.value === viewer.user.notificationType)
    ? viewer.user.notificationType
    : (options[0]?.value ?? 'email');
  return {
    email: viewer.user.email,
    timezone: viewer.user.timeZone,
    notification_type: current,
    notification_options: options.map((option) => ({ ...option })),
    photo_url: viewer.user.photoUrl,
  };
}

/** The image type of uploaded bytes, from their signature (never trusting the file name). */
export function imageTypeOf(data: Buffer): string | undefined {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a')
    return 'image/gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return undefined;
}

export interface TMyGeneralUpdate {
  timezone?: string;
  notificationType?: string;
  photo?: Buffer;
}

/** Saves what was sent; a bad field is refused before anything is written. */
export async function updateMyGeneralSettings(db: TDb, viewer: TViewer, update: TMyGeneralUpdate): Promise<void> {
  const fields: Record<string, string[]> = {};
  // 'default' ('Default in Report') follows each report's own time zone.
  if (update.timezone !== undefined && update.timezone !== 'default' && !isTimeZone(update.timezone)) {
    fields.timezone = ['Choose a time zone from the list.'];
  }
  const options = await notificationOptionsFor(db, viewer);
  if (update.notificationType !== undefined && !options.some((option) => option.value === update.notificationType)) {
    fields.notification_type = ['Choose one of the notification options.'];
  }
  const photoType = update.photo ? imageTypeOf(update.photo) : undefined;
  if (update.photo) {
    if (update.photo.length > PHOTO_RULES.maxBytes) fields.photo = [PHOTO_RULES.tooLarge];
    else if (!photoType) fields.photo = [PHOTO_RULES.badType];
  }
  if (Object.keys(fields).length) throw new AppError('INVALID_INPUT', Object.values(fields)[0]![0]!, { fields });

  await db.transaction(async (tx) => {
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (update.timezone !== undefined) changes.timeZone = update.timezone;
    if (update.notificationType !== undefined) changes.notificationType = update.notificationType as TNotificationType;
    if (update.photo && photoType) {
      const now = new Date();
      await tx
        .insert(userPhotos)
        .values({
          userId: viewer.user.id,
          contentType: photoType,
          data: update.photo,
          source: 'upload',
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: userPhotos.userId,
          // The person's own photo from now on: a Microsoft sync never replaces it.
          set: { contentType: photoType, data: update.photo, source: 'upload', updatedAt: now },
        });
      changes.photoUrl = `/media/photos/${viewer.user.slug}?v=${now.getTime()}`;
    }
    await tx.update(users).set(changes).where(eq(users.id, viewer.user.id));
  });
}

/** A user's uploaded photo by their slug, or undefined. */
export async function findPhoto(db: TDb, slug: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: userPhotos.contentType, data: userPhotos.data })
    .from(userPhotos)
    .innerJoin(users, eq(users.id, userPhotos.userId))
    .where(eq(users.slug, slug));
  return row;
}
