/**
 * The CONFIGURE stage of the report wizard (spec part 3 §2.3, §4): the header bar, the sections
 * and the save with its outcomes (first-report modal, seat upgrade, field errors back in place).
 */
import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  REPORT_MESSAGES,
  type TReportForm,
  type TReportSaveAnswer,
  type TReportWizardContext,
  type TWizardSection,
} from '../../../../../shared/reports.ts';
import { ApiError } from '../../../api/api-error.ts';
import { SeePlansOrAsk } from '../../../components/SeePlansOrAsk.tsx';
import { useNotify } from '../../../components/toasts/useNotify.tsx';
import { SeatUpgradeDialog } from './SeatUpgradeDialog.tsx';
import type { TSectionProps } from './section-props.ts';
import { WizardAccordion } from './wizard-accordion.tsx';
import { type TSaveAction, useSaveReport } from './wizard-api.ts';
import { BOT_MESSAGES_HEADING_ID } from './wizard-bot-messages.ts';
import { BotMessagesUnavailableDialog, FirstReportDialog } from './wizard-dialogs.tsx';
import { type TFieldErrors, useWizardForm } from './wizard-form.ts';
import { REPORT_NAME_INPUT_ID, SaveButton, WizardHeader } from './wizard-header.tsx';
import {
  readRememberedSection,
  rememberSection,
  sectionHeaderId,
  sectionOfPath,
  sectionStorageKey,
  sectionsWithErrors,
  unplacedErrors,
} from './wizard-sections.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  problems: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

const UNEXPECTED_FAILURE = 'Something went wrong. Please contact support.';

interface TFailure {
  message: string;
  /** A plan flag refused the save (ONE_REPORT_LIMIT): the message leads to the billing page. */
  locked: boolean;
}

/** The server's seat refusal (409 'You need to upgrade your seats.' naming users). */
function isSeatRefusal(error: ApiError): boolean {
  return error.status === 409 && (error.message.startsWith(REPORT_MESSAGES.seatLimitShort) || !!error.fields?.users);
}

function countBySection(errors: TFieldErrors): Partial<Record<TWizardSection, number>> {
  const counts: Partial<Record<TWizardSection, number>> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const section = sectionOfPath(path);
    if (section !== null) counts[section] = (counts[section] ?? 0) + messages.length;
  }
  return counts;
}

/** Moves keyboard focus to an element once the render that shows it is on screen. */
function useFocusRequest(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target === null) return;
    // A frame later: a closing menu hands focus back to its trigger first.
    const frame = window.requestAnimationFrame(() => document.getElementById(target.id)?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [target]);
  // A new object each time, so asking twice for the same element still moves focus.
  return (id: string) => setTarget({ id });
}

function FailureBar({ failure, problems }: { failure: TFailure | null; problems: readonly string[] }) {
  const styles = useStyles();
  if (failure === null && problems.length === 0) return null;
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>
          {failure === null ? 'Please check these settings.' : 'The report was not saved.'}
        </MessageBarTitle>
        {failure?.message}
        {failure?.locked ? (
          <>
            {' '}
            <SeePlansOrAsk inline />
          </>
        ) : null}
        {problems.length > 0 ? (
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}

export interface TWizardEditorProps {
  context: TReportWizardContext;
  mode: 'CREATE' | 'UPDATE';
}

/**
 * Edits one report form from its wizard context until it is saved. Mounted once per template or
 * report (the page keys it), so its state starts from that context's form.
 */
export function WizardEditor({ context, mode }: TWizardEditorProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const focus = useFocusRequest();
  const wizard = useWizardForm(context.form, mode === 'UPDATE');
  const save = useSaveReport();
  const storageKey = sectionStorageKey(context.report_id);
  const [open, setOpen] = useState<TWizardSection>(() => readRememberedSection(storageKey) ?? 'QUESTIONS');
  const [failure, setFailure] = useState<TFailure | null>(null);
  const [seatDialogOpen, setSeatDialogOpen] = useState(false);
  const [botDialogOpen, setBotDialogOpen] = useState(false);
  const [firstReportUrl, setFirstReportUrl] = useState<string | null>(null);

  const invalidSections = useMemo(() => sectionsWithErrors(wizard.errors), [wizard.errors]);
  const shownErrorCounts = useMemo(() => countBySection(wizard.shownErrors), [wizard.shownErrors]);
  const invalid = Object.keys(wizard.errors).length > 0;
  const saving: TSaveAction | null = save.isPending ? (save.variables?.action ?? 'SAVE') : null;

  const openSection = (section: TWizardSection, focusId?: string) => {
    setOpen(section);
    rememberSection(storageKey, section);
    if (focusId !== undefined) focus(focusId);
  };

  const showProblems = () => {
    wizard.revealAll();
    const first = invalidSections[0];
    if (first !== undefined) openSection(first, sectionHeaderId(first));
    else if (wizard.errors.name !== undefined) focus(REPORT_NAME_INPUT_ID);
  };

  const saved = (answer: TReportSaveAnswer) => {
    if (mode === 'CREATE' && answer.first_report) {
      setFirstReportUrl(answer.dashboard_url);
      return;
    }
    if (mode === 'CREATE') notify({ intent: 'success', message: 'Report created.' });
    else
      notify({
        intent: 'success',
        message: 'Report updated.',
        detail: answer.triggered ? REPORT_MESSAGES.triggered : undefined,
      });
    // Part 3 §2.3, §4: after an update the browser goes to the report's dashboard.
    navigate(mode === 'CREATE' ? '/reports/' : answer.dashboard_url);
  };

  const refused = (error: Error, sent: TReportForm) => {
    if (!(error instanceof ApiError)) {
      setFailure({ message: UNEXPECTED_FAILURE, locked: false });
      return;
    }
    wizard.setServerErrors(sent, error.fields ?? {});
    if (isSeatRefusal(error)) {
      setSeatDialogOpen(true);
      openSection('MEMBERS');
      return;
    }
    setFailure({ message: error.message, locked: error.code === 'FEATURE_LOCKED' });
    const first = sectionsWithErrors(error.fields ?? {})[0];
    if (first !== undefined) openSection(first, sectionHeaderId(first));
  };

  const submit = (action: TSaveAction) => {
    if (save.isPending) return;
    if (invalid) {
      showProblems();
      return;
    }
    const sent = wizard.form;
    setFailure(null);
    save.mutate(
      { form: sent, mode, reportSlug: context.report_slug, action },
      { onSuccess: saved, onError: (error) => refused(error, sent) },
    );
  };

  const openBotMessages = () => {
    if (context.feature_map.includes('LIMIT_CUSTOM_REPORT_MESSAGES')) setBotDialogOpen(true);
    else openSection('VISIBILITY', BOT_MESSAGES_HEADING_ID);
  };

  const deleteReport = () => {
    const slug = context.report_slug ?? wizard.form.report_slug;
    if (slug === '' || !window.confirm(REPORT_MESSAGES.confirmDelete)) return;
    // A server route (GET, as on the reports list): a full page load, and the server's message on arrival.
    window.location.assign(`/report/delete/${encodeURIComponent(slug)}/`);
  };

  const sectionProps: TSectionProps = {
    form: wizard.form,
    update: wizard.update,
    context,
    errors: wizard.shownErrors,
    mode,
  };
  const saveButton = <SaveButton mode={mode} saving={saving} invalid={invalid} onSave={() => submit('SAVE')} />;

  return (
    <div className={styles.root}>
      <WizardHeader
        mode={mode}
        saving={saving}
        invalid={invalid}
        name={wizard.form.name}
        nameError={wizard.shownErrors.name?.[0]}
        onNameChange={(name) => wizard.update((current) => ({ ...current, name }))}
        onSave={() => submit('SAVE')}
        onRun={() => submit('RUN')}
        onBotMessages={openBotMessages}
        onDelete={deleteReport}
        onShowProblems={showProblems}
      />
      <FailureBar failure={failure} problems={unplacedErrors(wizard.shownErrors)} />
      <WizardAccordion
        open={open}
        onOpen={(section) => openSection(section)}
        onContinue={(next) => openSection(next, sectionHeaderId(next))}
        sectionProps={sectionProps}
        invalidSections={invalidSections}
        shownErrorCounts={shownErrorCounts}
        finalButton={saveButton}
      />
      <SeatUpgradeDialog
        open={seatDialogOpen}
        onClose={() => setSeatDialogOpen(false)}
        tenUserLimit={context.feature_map.includes('LIMIT_TO_10_USERS')}
      />
      <BotMessagesUnavailableDialog open={botDialogOpen} onClose={() => setBotDialogOpen(false)} />
      <FirstReportDialog dashboardUrl={firstReportUrl} />
    </div>
  );
}
