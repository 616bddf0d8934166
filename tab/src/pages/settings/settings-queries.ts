/**
 * The reads of the settings pages (shared/accounts-api.ts), as TanStack queries keyed under
 * 'settings' so a page can refetch its own data after a change.
 */
import { useQuery } from '@tanstack/react-query';
import {
  ZLabsContext,
  ZMembersContext,
  ZMyPasswordContext,
  ZOrganizationSettings,
} from '../../../../shared/accounts-api.ts';
import { ZPhotoSyncContext } from '../../../../shared/microsoft-graph.ts';
import { apiGet } from '../../api/client.ts';

export const SETTINGS_QUERY_KEYS = {
  organization: ['settings', 'organization'],
  members: ['settings', 'members'],
  labs: ['settings', 'labs'],
  myPassword: ['settings', 'my-password'],
  microsoftPhotos: ['settings', 'microsoft-photos'],
} as const;

/** The 'Sync profile photos' state: connected, last sync, last failure (GET /api/v1/account/settings/microsoft-photos). */
export function usePhotoSyncState(enabled: boolean) {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEYS.microsoftPhotos,
    queryFn: ({ signal }) => apiGet('/api/v1/account/settings/microsoft-photos', ZPhotoSyncContext, { signal }),
    enabled,
  });
}

/** Organisation name and usage (GET /api/v1/account/settings/general). */
export function useOrganizationSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEYS.organization,
    queryFn: ({ signal }) => apiGet('/api/v1/account/settings/general', ZOrganizationSettings, { signal }),
  });
}

/** Members, roles and pending invitations (GET /api/v1/account/members). */
export function useMembers() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEYS.members,
    queryFn: ({ signal }) => apiGet('/api/v1/account/members', ZMembersContext, { signal }),
  });
}

/** The labs table (GET /api/v1/account/labs). */
export function useLabs() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEYS.labs,
    queryFn: ({ signal }) => apiGet('/api/v1/account/labs', ZLabsContext, { signal }),
  });
}

/** Whether the viewer already has a password (GET /api/v1/my/password). */
export function useMyPassword() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEYS.myPassword,
    queryFn: ({ signal }) => apiGet('/api/v1/my/password', ZMyPasswordContext, { signal }),
  });
}
