/**
 * The report wizard's server calls (spec part 3 §2.3, §7): its context (a template to start from,
 * or a saved report) and the save of the report form through create_new / update_existing.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  REPORT_DEFAULTS,
  type TReportForm,
  type TReportSaveAnswer,
  type TReportWizardContext,
  ZReportForm,
  ZReportSaveAnswer,
  ZReportWizardContext,
} from '../../../../../shared/reports.ts';
import { apiGet, apiPost } from '../../../api/client.ts';

/**
 * The form's fields with their defaults but without the cross-field checks: a template's form is
 * a draft (an empty question, no members yet) and must load; the checks run as the user edits.
 */
const ZDraftReportForm = z.object(ZReportForm.shape);

/** The context with its form parsed too (the contract leaves it unchecked), so sections get every field. */
const ZWizardContextAnswer = ZReportWizardContext.extend({ form: ZDraftReportForm });

/** What the wizard starts from: a template (create) or a saved report by id or slug (edit). */
export type TWizardSource = { kind: 'template'; slug: string } | { kind: 'report'; ref: string };

export type TSaveAction = 'SAVE' | 'RUN';

export interface TSaveRequest {
  form: TReportForm;
  mode: 'CREATE' | 'UPDATE';
  /** The saved report's slug (update only). */
  reportSlug: string | null;
  action: TSaveAction;
}

const WIZARD_KEY = ['report', 'wizard'] as const;

/** The query key of one wizard context, so a template and a report never share a cached form. */
export function wizardQueryKey(source: TWizardSource): readonly string[] {
  return source.kind === 'template' ? [...WIZARD_KEY, 'template', source.slug] : [...WIZARD_KEY, 'report', source.ref];
}

/** GET /api/v1/report/wizard with ?template= (create) or ?report= (edit). */
export function wizardContextPath(source: TWizardSource): string {
  const query =
    source.kind === 'template'
      ? `template=${encodeURIComponent(source.slug)}`
      : `report=${encodeURIComponent(source.ref)}`;
  return `/api/v1/report/wizard?${query}`;
}

/**
 * Loads the wizard context. Nothing is kept once the wizard closes (gcTime 0): the editor copies
 * the form once, so a cached copy would reopen a report with the values it had before its last save.
 */
export function useWizardContext(source: TWizardSource) {
  return useQuery<TReportWizardContext>({
    queryKey: wizardQueryKey(source),
    queryFn: ({ signal }) => apiGet(wizardContextPath(source), ZWizardContextAnswer, { signal }),
    gcTime: 0,
  });
}

/** The body create_new / update_existing receive: the form plus the mode, the report and the button pressed. */
export function saveBody({ form, mode, reportSlug, action }: TSaveRequest): TReportForm {
  return {
    ...form,
    // An emptied name field saves the default name rather than a nameless report (part 3 §9).
    name: form.name.trim() === '' ? REPORT_DEFAULTS.name : form.name.trim(),
    edit_mode: mode,
    report_slug: mode === 'UPDATE' ? (reportSlug ?? form.report_slug) : '',
    action: mode === 'UPDATE' ? action : 'SAVE',
  };
}

/** Where a save goes: a new report, or the one being edited. */
export function savePath(mode: 'CREATE' | 'UPDATE'): string {
  return mode === 'CREATE' ? '/api/v1/report/create_new/' : '/api/v1/report/update_existing/';
}

/**
 * Saves the report form (Publish, Update, Run). Success marks the reports list stale, so it shows
 * the new or changed report when the wizard navigates back to it.
 */
export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation<TReportSaveAnswer, Error, TSaveRequest>({
    mutationFn: (request) => apiPost(savePath(request.mode), saveBody(request), ZReportSaveAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
