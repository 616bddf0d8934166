/**
 * Keeps the loaded dashboards in step after a comment or reaction: the entry's reactions and
 * comment count change in every cached view that shows it (grid, member, hashtag pages).
 */
import type { TDashboardEntry } from '../../../../shared/dashboard.ts';

export type TEntryPatch = Partial<Pick<TDashboardEntry, 'reactions' | 'comments_count'>>;

interface TWithEntries {
  entries: TDashboardEntry[];
}

function hasEntries(value: unknown): value is TWithEntries {
  return typeof value === 'object' && value !== null && Array.isArray((value as { entries?: unknown }).entries);
}

function hasPages(value: unknown): value is { pages: unknown[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { pages?: unknown }).pages);
}

function patchList<T extends TWithEntries>(data: T, entryId: string, patch: TEntryPatch): T {
  if (!data.entries.some((entry) => entry.id === entryId)) return data;
  return { ...data, entries: data.entries.map((entry) => (entry.id === entryId ? { ...entry, ...patch } : entry)) };
}

/**
 * A cached dashboard answer (one page, or the pages of a "load older" list) with the entry
 * patched; anything else, or a dashboard without the entry, comes back as it was.
 */
export function patchEntryIn<T>(data: T, entryId: string, patch: TEntryPatch): T {
  if (hasEntries(data)) return patchList(data, entryId, patch);
  if (hasPages(data)) {
    const pages = data.pages.map((page) => (hasEntries(page) ? patchList(page, entryId, patch) : page));
    return pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages };
  }
  return data;
}

/** The entries of every loaded page in order, each once (pages that overlap after a change repeat none). */
export function entriesOfPages(pages: readonly TWithEntries[]): TDashboardEntry[] {
  const seen = new Set<string>();
  const entries: TDashboardEntry[] = [];
  for (const page of pages) {
    for (const entry of page.entries) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries;
}
