import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Title2,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { useHref, useLinkClickHandler, useParams, useSearchParams } from 'react-router';
import { canManageReports } from '../../../../../shared/permissions.ts';
import { findPreset } from '../../../../../shared/report-presets.ts';
import { useLoadedState } from '../../../app/loaded-state.tsx';
import { RedirectToLogin } from '../../../app/sign-in-redirect.tsx';
import { AppLink } from '../../../components/AppLink.tsx';
import { AccessDenied } from '../../../components/access/AccessDenied.tsx';
import { QueryGate } from '../../../components/QueryGate.tsx';
import type { TPageProps } from '../../page-props.ts';
import { PresetPicker } from './PresetPicker.tsx';
import { type TWizardSource, useWizardContext } from './wizard-api.ts';
import { WizardEditor } from './wizard-editor.tsx';

/** The server's words when a viewer who may not create reports asks for a template (create-report.ts). */
const CREATE_REFUSED = 'Only admins and team admins can create reports.';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1100px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalM} 0`,
  },
  titleRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { margin: 0, ':focus': { outline: 'none' } },
});

const TITLE_ID = 'report-wizard-title';
const TITLES = { CREATE: 'Configure a new report', UPDATE: 'Update report configuration' } as const;

/** The back arrow: an icon link (to the templates when creating, to the reports list when editing). */
function BackLink({ to, label }: { to: string; label: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Tooltip content={label} relationship="label">
      <Button
        as="a"
        href={href}
        appearance="subtle"
        icon={<ArrowLeftRegular />}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}
      />
    </Tooltip>
  );
}

function WizardFrame({ mode, back, children }: { mode: 'CREATE' | 'UPDATE'; back: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div className={styles.titleRow}>
        {back}
        <Title2 as="h1" id={TITLE_ID} tabIndex={-1} className={styles.title}>
          {TITLES[mode]}
        </Title2>
      </div>
      {children}
    </div>
  );
}

function Missing({ title, body }: { title: string; body: string }) {
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        <Body1>{body}</Body1> <AppLink to="/reports/">Back to reports</AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}

/** Loads the wizard context, then hands it to the editor (one editor per template or report). */
function WizardLoader({ source, mode }: { source: TWizardSource; mode: 'CREATE' | 'UPDATE' }) {
  const query = useWizardContext(source);
  const missing =
    source.kind === 'template' ? (
      <Missing title="This template does not exist." body="Pick another one from the templates." />
    ) : (
      <Missing title="This report does not exist." body="It may have been deleted." />
    );
  return (
    <QueryGate query={query} frame="inline" notFound={missing}>
      {(context) => <WizardEditor context={context} mode={mode} />}
    </QueryGate>
  );
}

/** Moves focus to the page title when the stage changes, so keyboard and screen reader users start at the top. */
function useFocusTitleOnChange(stage: string | null) {
  const previous = useRef(stage);
  useEffect(() => {
    if (previous.current === stage) return;
    previous.current = stage;
    document.getElementById(TITLE_ID)?.focus();
  }, [stage]);
}

/**
 * Creating: PRESETS (no template in the URL), then CONFIGURE (?template=slug, so a reload keeps it).
 * The templates need no data, so who may create is asked here: a guest signs in first, and a
 * viewer who may not create reports is told so before picking a template for nothing.
 */
function CreateReport() {
  const [search, setSearch] = useSearchParams();
  const template = search.get('template');
  const { user } = useLoadedState();
  useFocusTitleOnChange(template);
  if (user === null) return <RedirectToLogin />;
  if (!canManageReports(user)) return <AccessDenied reason={CREATE_REFUSED} />;
  if (template === null) {
    return (
      <WizardFrame mode="CREATE" back={<BackLink to="/reports/" label="Back to reports" />}>
        <PresetPicker onPick={(slug) => setSearch({ template: slug })} />
      </WizardFrame>
    );
  }
  return (
    <WizardFrame mode="CREATE" back={<BackLink to="/reports/presets/" label="Back to templates" />}>
      {findPreset(template) === undefined ? (
        <Missing title="This template does not exist." body="Pick another one from the templates." />
      ) : (
        <WizardLoader key={template} source={{ kind: 'template', slug: template }} mode="CREATE" />
      )}
    </WizardFrame>
  );
}

/** Editing (/report/manage/{id}, /report/edit/{slug}): straight to CONFIGURE. */
function EditReport() {
  const params = useParams();
  const ref = params.reportId ?? params.slug ?? '';
  return (
    <WizardFrame mode="UPDATE" back={<BackLink to="/reports/" label="Back to reports" />}>
      <WizardLoader key={ref} source={{ kind: 'report', ref }} mode="UPDATE" />
    </WizardFrame>
  );
}

/**
 * The report wizard (spec part 3 §2.2, §2.3): the template picker then the configuration when
 * creating (/reports/presets), the configuration of a saved report when editing.
 */
export default function ReportWizardPage({ route }: TPageProps) {
  return route.path === '/reports/presets' ? <CreateReport /> : <EditReport />;
}
