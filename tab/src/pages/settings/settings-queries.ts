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
import { apiGet } from '../../api/client.ts';

export const SETTINGS_QUERY_KEYS = {
  organization: ['settings', 'organization'],
  members: ['settings', 'members'],
  labs: ['settings', 'labs'],
  myPassword: ['settings', 'my-password'],
} as const;

export function useOrganizationSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEYS.organization,
    queryFn: ({ signal }) => apiGet('/api/v1/account/settings/general', ZOrganizationSettings, { signal }),
  });
}

export function useMembers() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEYS.members,
    queryFn: ({ signal }) => apiGet('/api/v1/account/members', ZMembersContext, { signal }),
  });
}

export function useLabs() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEYS.labs,
    queryFn: ({ signal }) => apiGet('/api/v1/account/labs', ZLabsContext, { signal }),
  });
}

export function useMyPassword() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEYS.myPassword,
    queryFn: ({ signal }) => apiGet('/api/v1/my/password', ZMyPasswordContext, { signal }),
  });
}
