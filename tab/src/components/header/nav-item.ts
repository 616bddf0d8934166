import type { TStateUser } from '../../../../shared/state.ts';

/** Who is looking at the header: the signed-in user, or null for a guest. */
export type TViewer = TStateUser | null;

/** One link of the header, described as data so role-specific menus are added as entries. */
export interface TNavItem {
  /** Stable key, also handy for tests. */
  id: string;
  label: string;
  /** Where the link goes, written as the spec writes it (usually with a trailing slash). */
  to: string;
  /** Path prefixes that make this the active tab; defaults to `to`. '/' only matches the home page. */
  activePrefixes?: readonly string[];
  /** 'document' links are answered by the server (logout), so they load a whole page. */
  target?: 'app' | 'document';
  /** Drawn as a filled button (Sign Up). */
  emphasis?: 'primary';
  visibleFor: (viewer: TViewer) => boolean;
}
