/**
 * What every wizard section receives (spec part 3 §2.3): the form being edited (exactly the
 * create_new / update_existing body), a way to change it, the wizard context from the server and
 * the current field errors keyed by dotted path ('config.fields.0.value', 'users', 'channel').
 */
import type { TReportForm, TReportWizardContext } from '../../../../../shared/reports.ts';

export type TFormUpdate = (change: (form: TReportForm) => TReportForm) => void;

export interface TSectionProps {
  form: TReportForm;
  update: TFormUpdate;
  context: TReportWizardContext;
  errors: Readonly<Record<string, string[]>>;
  mode: 'CREATE' | 'UPDATE';
}
