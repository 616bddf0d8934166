/** What every part of the fake shares: settings, clock, signing key and directory. */
import type { FakeMicrosoftDirectory } from './directory.ts';
import type { TSigningKey } from './keys.ts';
import type { TFakeClock } from './types.ts';

export interface TFakeSettings {
  clientId: string;
  clientSecret: string;
  applicationIdUri: string;
  redirectUris?: string[];
  accessTokenSeconds: number;
}

export interface TFakeContext {
  settings: TFakeSettings;
  clock: TFakeClock;
  key: TSigningKey;
  directory: FakeMicrosoftDirectory;
}

/** The tenant a URL's `{tenant}` segment names: any tenant (common, organizations), a known one, or an error. */
export function tenantOfPath(
  directory: FakeMicrosoftDirectory,
  segment: string,
): { any: true } | { any: false; tenantId: string } | { problem: string } {
  const lower = segment.toLowerCase();
  if (lower === 'common' || lower === 'organizations') return { any: true };
  const tenant = directory.tenant(lower);
  if (tenant) return { any: false, tenantId: tenant.id };
  return {
    problem: `Tenant '${segment}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud. Check with your subscription administrator, this may happen if there are no active subscriptions for the tenant.`,
  };
}
