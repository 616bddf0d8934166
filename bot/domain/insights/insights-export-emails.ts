/**
 * The variables of the two emails of a refined insights export: the file is ready (and attached),
 * or it could not be built. Both say what was exported in words, so the person recognises the search.
 */
import { z } from 'zod';

/** One line of the search in words: 'Search' “release”, 'Reports' All reports, ... */
export const ZInsightsExportCriterion = z.object({
  label: z.string().max(40),
  value: z.string().max(2000),
});
export type TInsightsExportCriterion = z.infer<typeof ZInsightsExportCriterion>;

export const ZInsightsExportReadyEmail = z.object({
  /** The insights_exports row whose file the email attaches (read at delivery). */
  exportId: z.uuid(),
  name: z.string(),
  criteria: z.array(ZInsightsExportCriterion).max(10),
  rowCount: z.number().int().min(0),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** Set when the file stops short of every matching entry: why, in words. */
  cutShort: z.string().nullable(),
  /** The same search on the insights page. */
  insightsUrl: z.url(),
});

export const ZInsightsExportFailedEmail = z.object({
  name: z.string(),
  criteria: z.array(ZInsightsExportCriterion).max(10),
  /** What went wrong and what to do, in words. */
  reason: z.string(),
  insightsUrl: z.url(),
  /** The file was built but the email carrying it could not be delivered (else: it could not be built). */
  undelivered: z.boolean().optional(),
});
