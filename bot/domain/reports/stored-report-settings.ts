/**
 * Reading a report's stored settings (the `settings` column) safely. A row written by an older
 * version, or edited by hand, may hold a value today's form schema refuses. Falling back to the
 * defaults for the whole row would silently turn privacy off (private_reports_enabled defaults to
 * false) and broadcast a private report; so each field falls back on its own, the fields that
 * guard who reads answers fall back to the closed choice, and every fallback is logged.
 */
import { z } from 'zod';
import { ZReportFormFields } from '../../../shared/reports.ts';
import type { TLogger } from '../logger.ts';

/** Fields whose fallback is not the form's default but the choice that shows answers to fewer people. */
const CLOSED_FALLBACKS: Readonly<Record<string, unknown>> = {
  private_reports_enabled: true,
  enable_channel_broadcast: false,
  email_notifications: [],
};

/** Form fields that mean something only in one request, or that have their own column. */
const NOT_STORED_FIELDS = [
  'name',
  'users',
  'team_slug',
  'report_slug',
  'action',
  'edit_mode',
  'section',
  'cron_exp',
  'db_cron_exp',
  'task_id',
  'enabled',
] as const;
const NOT_STORED = new Set<string>(NOT_STORED_FIELDS);

/** One field of the stored settings that could not be read and what was used instead. */
export interface TSettingsFallback {
  field: string;
  stored: unknown;
  used: unknown;
}

let collecting: TSettingsFallback[] | null = null;

function fallbackFor(field: string, schema: z.ZodType): unknown {
  if (field in CLOSED_FALLBACKS) return CLOSED_FALLBACKS[field];
  const empty = schema.safeParse(undefined);
  return empty.success ? empty.data : undefined;
}

function tolerant<T extends z.ZodType>(field: string, schema: T) {
  const used = fallbackFor(field, schema);
  return schema.catch((context) => {
    collecting?.push({ field, stored: context.input, used });
    return used as z.output<T>;
  });
}

const formShape = ZReportFormFields.shape;
const { fields: _questions, ...configShape } = formShape.config.shape;

const ZStoredConfig = z.object(
  Object.fromEntries(
    Object.entries(configShape).map(([field, schema]) => [field, tolerant(`config.${field}`, schema as z.ZodType)]),
  ) as { [K in keyof typeof configShape]: z.ZodCatch<(typeof configShape)[K]> },
);

type TStoredShape = {
  [K in Exclude<keyof typeof formShape, 'config' | (typeof NOT_STORED_FIELDS)[number]>]: z.ZodCatch<
    (typeof formShape)[K]
  >;
};

/** Today's stored settings, each field read on its own with its own fallback. */
export const ZStoredReportSettings = z.object({
  ...(Object.fromEntries(
    Object.entries(formShape)
      .filter(([field]) => field !== 'config' && !NOT_STORED.has(field))
      .map(([field, schema]) => [field, tolerant(field, schema as z.ZodType)]),
  ) as TStoredShape),
  config: z.preprocess((value) => {
    if (value === undefined || isPlainObject(value)) return value ?? {};
    collecting?.push({ field: 'config', stored: value, used: {} });
    return {};
  }, ZStoredConfig),
});

export type TStoredReportSettings = z.output<typeof ZStoredReportSettings>;

/** The settings read from a stored value, with the fields that fell back. */
export function readStoredSettings(stored: unknown): {
  settings: TStoredReportSettings;
  fallbacks: TSettingsFallback[];
} {
  const fallbacks: TSettingsFallback[] = [];
  if (!isPlainObject(stored)) {
    // Nothing readable at all: every default, but privacy on.
    fallbacks.push({ field: '(all)', stored, used: 'defaults, private' });
    const settings = ZStoredReportSettings.parse({ private_reports_enabled: true, enable_channel_broadcast: false });
    return { settings, fallbacks };
  }
  collecting = fallbacks;
  try {
    return { settings: ZStoredReportSettings.parse(stored), fallbacks };
  } finally {
    collecting = null;
  }
}

let log: Pick<TLogger, 'warn'> | null = null;
const logged = new Set<string>();

/** Where fallbacks are reported (the process logger, set at boot); each once per report and stored value. */
export function logSettingsFallbacksTo(logger: Pick<TLogger, 'warn'> | null): void {
  log = logger;
  logged.clear();
}

/**
 * Logs the fallbacks of one report's settings, once per report, field and stored value (settings
 * are read on every page view; the log should say it once, and again if the value changes).
 */
export function reportSettingsFallbacks(report: { id: string }, fallbacks: readonly TSettingsFallback[]): void {
  if (fallbacks.length === 0) return;
  const keyOf = (fallback: TSettingsFallback) =>
    `${report.id}|${fallback.field}|${JSON.stringify(preview(fallback.stored))}`;
  const fresh = fallbacks.filter((fallback) => !logged.has(keyOf(fallback)));
  if (fresh.length === 0) return;
  if (logged.size > 10_000) logged.clear();
  for (const fallback of fresh) logged.add(keyOf(fallback));
  (log ?? { warn: (...args: unknown[]) => console.warn(...args) }).warn(
    {
      reportId: report.id,
      fields: fresh.map(({ field, stored, used }) => ({ field, stored: preview(stored), used })),
    },
    'a report’s stored settings failed today’s schema; those fields fell back (private when in doubt)',
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function preview(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text !== undefined && text.length > 200 ? `${text.slice(0, 200)}…` : value;
}
