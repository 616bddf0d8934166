/**
 * 'Sync profile photos' (spec part 2 §2.2): with an Account Admin's User.Read.All grant, each
 * Microsoft Teams member's photo (/users/{aadObjectId}/photo/$value) becomes their stored photo
 * (user_photos, source 'microsoft'), shown through users.photo_url like an uploaded one. A photo
 * the person uploaded is never overwritten; a synced photo Microsoft no longer has is removed.
 * Only installs in the grant's tenant are read: a grant never reads another organisation.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { inRoleGroup } from '../../../../shared/roles.ts';
import { PHOTO_RULES } from '../../../../shared/teams.ts';
import {
  memberships,
  microsoftGrants,
  msteamsInstalls,
  teamMembers,
  teams,
  userPhotos,
  users,
} from '../../../db/schema/index.ts';
import type { TMsTeamsDirectory } from '../msteams/msteams-directory.ts';
import { grantAccessToken, recordGrantSync, type TGrantRow } from './grant-store.ts';
import { GraphCallError, PHOTO_SCOPES } from './graph.ts';
import type { TGraphDeps } from './graph-deps.ts';

/** A Rollcall member with their Microsoft object id (from a Teams roster). */
export interface TPhotoTarget {
  userId: string;
  aadObjectId: string;
}

export interface TPhotoSyncResult {
  /** Photos stored or refreshed. */
  synced: number;
  /** Members skipped because they uploaded their own photo. */
  kept: number;
  /** Members Microsoft has no photo for (or whose photo is not a JPEG/PNG under 2 MB). */
  none: number;
  /** Why the sync stopped early, if it did. */
  error: 'reconnect' | 'unavailable' | 'forbidden' | 'no_grant' | null;
}

/**
 * The account's photos grant (the newest, when several admins consented), of someone who is still
 * an Account Admin there. Grants of people who were demoted or left are deleted on sight: their
 * User.Read.All consent no longer speaks for the organisation.
 */
export async function findPhotosGrant(deps: Pick<TGraphDeps, 'db'>, accountId: string): Promise<TGrantRow | undefined> {
  const rows = await deps.db
    .select({ grant: microsoftGrants, accountTypeId: memberships.accountTypeId })
    .from(microsoftGrants)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, microsoftGrants.userId), eq(memberships.accountId, microsoftGrants.accountId)),
    )
    .where(and(eq(microsoftGrants.accountId, accountId), eq(microsoftGrants.kind, 'photos')))
    .orderBy(desc(microsoftGrants.updatedAt));
  const stale = rows.filter((row) => row.accountTypeId === null || !inRoleGroup('ACCOUNT_ADMINS', row.accountTypeId));
  if (stale.length > 0) {
    await deps.db.delete(microsoftGrants).where(
      inArray(
        microsoftGrants.id,
        stale.map((row) => row.grant.id),
      ),
    );
  }
  return rows.find((row) => !stale.includes(row))?.grant;
}

/** Stores one member's photo unless they uploaded their own; answers what happened. */
async function storePhoto(
  deps: TGraphDeps,
  userId: string,
  photo: { contentType: string; data: Buffer } | null,
): Promise<'synced' | 'kept' | 'none'> {
  const [existing] = await deps.db
    .select({ source: userPhotos.source, data: userPhotos.data })
    .from(userPhotos)
    .where(eq(userPhotos.userId, userId));
  if (existing?.source === 'upload') return 'kept';
  if (!photo) {
    if (existing) {
      await deps.db.transaction(async (tx) => {
        await tx.delete(userPhotos).where(and(eq(userPhotos.userId, userId), eq(userPhotos.source, 'microsoft')));
        await tx.update(users).set({ photoUrl: null, updatedAt: new Date() }).where(eq(users.id, userId));
      });
    }
    return 'none';
  }
  if (existing?.data.equals(photo.data)) return 'synced';
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(userPhotos)
      .values({ userId, contentType: photo.contentType, data: photo.data, source: 'microsoft', updatedAt: now })
      .onConflictDoUpdate({
        target: userPhotos.userId,
        set: { contentType: photo.contentType, data: photo.data, updatedAt: now },
        // An upload that landed in between wins.
        setWhere: eq(userPhotos.source, 'microsoft'),
      })
      .returning({ userId: userPhotos.userId });
    if (!stored) return;
    const [user] = await tx.select({ slug: users.slug }).from(users).where(eq(users.id, userId));
    if (user) {
      await tx
        .update(users)
        .set({ photoUrl: `/media/photos/${user.slug}?v=${now.getTime()}`, updatedAt: new Date() })
        .where(eq(users.id, userId));
    }
  });
  return 'synced';
}

/** Syncs the photos of these members with the account's grant, if the grant is for `tenantId`. */
export async function syncRosterPhotos(
  deps: TGraphDeps,
  options: { accountId: string; tenantId: string; members: readonly TPhotoTarget[] },
): Promise<TPhotoSyncResult> {
  const result: TPhotoSyncResult = { synced: 0, kept: 0, none: 0, error: null };
  const grant = await findPhotosGrant(deps, options.accountId);
  if (!grant) return { ...result, error: 'no_grant' };
  if (grant.tenantId.toLowerCase() !== options.tenantId.toLowerCase()) return result;
  const token = await grantAccessToken(deps, grant, PHOTO_SCOPES);
  if (!token.ok) return { ...result, error: token.error === 'unavailable' ? 'unavailable' : 'reconnect' };
  const graph = deps.graph(token.token);
  // People who uploaded their own photo keep it: Graph is not even asked.
  const uploaded = options.members.length
    ? await deps.db
        .select({ userId: userPhotos.userId })
        .from(userPhotos)
        .where(
          and(
            inArray(
              userPhotos.userId,
              options.members.map((member) => member.userId),
            ),
            eq(userPhotos.source, 'upload'),
          ),
        )
    : [];
  const keep = new Set(uploaded.map((row) => row.userId));
  result.kept = keep.size;
  let asked = 0;
  for (const member of options.members) {
    if (keep.has(member.userId)) continue;
    let photo: { contentType: string; data: Buffer } | null;
    const first = asked === 0;
    asked += 1;
    try {
      photo = await graph.userPhoto(member.aadObjectId, PHOTO_RULES.maxBytes);
    } catch (error) {
      if (!(error instanceof GraphCallError)) throw error;
      if (error.failure === 'not_found' || error.failure === 'invalid') {
        result.none += 1;
        continue;
      }
      // One person Graph will not show (a guest, a restricted mailbox) is that person's problem;
      // only a refusal of the very first read says the grant itself lacks the right.
      if (error.failure === 'forbidden' && !first) {
        result.none += 1;
        continue;
      }
      const stop =
        error.failure === 'unauthorized' ? 'reconnect' : error.failure === 'forbidden' ? 'forbidden' : 'unavailable';
      await recordGrantSync(deps.db, grant.id, { ok: false, error: stop });
      deps.log.warn({ failure: error.failure, status: error.status }, 'profile photo sync stopped');
      return { ...result, error: stop };
    }
    result[await storePhoto(deps, member.userId, photo)] += 1;
  }
  await recordGrantSync(deps.db, grant.id, { ok: true, at: deps.now() });
  return result;
}

/** The Rollcall members of a Teams roster with their object ids (matched through team_members). */
export async function photoTargetsOf(
  deps: Pick<TGraphDeps, 'db'>,
  teamId: string,
  roster: ReadonlyArray<{ id: string; aadObjectId?: string | null }>,
): Promise<TPhotoTarget[]> {
  const aadOf = new Map<string, string>();
  for (const member of roster) if (member.aadObjectId) aadOf.set(member.id, member.aadObjectId);
  if (aadOf.size === 0) return [];
  const rows = await deps.db
    .select({ userId: teamMembers.userId, platformUserId: teamMembers.platformUserId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.platformUserId, [...aadOf.keys()])));
  return rows.flatMap((row) => {
    const aadObjectId = row.platformUserId ? aadOf.get(row.platformUserId) : undefined;
    return aadObjectId ? [{ userId: row.userId, aadObjectId }] : [];
  });
}

/**
 * Syncs the photos of every linked Microsoft Teams team of the account (the consent's job): reads
 * each roster from Teams, then the photos from Graph.
 */
export async function syncProfilePhotos(
  deps: TGraphDeps & { directory: TMsTeamsDirectory },
  accountId: string,
): Promise<TPhotoSyncResult> {
  const total: TPhotoSyncResult = { synced: 0, kept: 0, none: 0, error: null };
  const grant = await findPhotosGrant(deps, accountId);
  if (!grant) return { ...total, error: 'no_grant' };
  const installs = await deps.db
    .select({ install: msteamsInstalls })
    .from(msteamsInstalls)
    .innerJoin(teams, eq(teams.id, msteamsInstalls.teamId))
    .where(and(eq(teams.accountId, accountId), eq(msteamsInstalls.status, 'linked')));
  for (const { install } of installs) {
    if (!install.teamId || install.tenantId.toLowerCase() !== grant.tenantId.toLowerCase()) continue;
    const roster = await deps.directory.readRoster(install);
    const members = await photoTargetsOf(deps, install.teamId, roster.members);
    const one = await syncRosterPhotos(deps, { accountId, tenantId: install.tenantId, members });
    total.synced += one.synced;
    total.kept += one.kept;
    total.none += one.none;
    if (one.error) return { ...total, error: one.error };
  }
  return total;
}
