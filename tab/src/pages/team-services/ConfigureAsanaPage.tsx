import {
  Body1,
  Button,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { TEAM_TOOLS_MESSAGES, type TTeamServicesView } from '../../../../shared/team-tools.ts';
import { ZConfigureAsana } from '../../../../shared/work-tools.ts';
import { followRedirect } from '../../api/forms.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { TeamSettingsLayout } from '../teams/TeamSettingsLayout.tsx';
import { ManageGate } from './ManageGate.tsx';
import { startToolAuth, useAsanaProjects, useTeamServices } from './team-services-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

const RETURN_TO = '/team/settings/services/configure-asana/';

/** Without a personal Asana connection the lists cannot be read: connect first, coming back here. */
function ConnectAsanaFirst() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <>
      <Body1>{TEAM_TOOLS_MESSAGES.asanaNeedsConnection}</Body1>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div>
        <Button
          appearance="primary"
          disabled={pending}
          onClick={() => {
            setPending(true);
            void startToolAuth('asana', RETURN_TO)
              .catch(() => 'The connection could not start. Try again in a moment.')
              .then((message) => {
                setError(message);
                setPending(false);
              });
          }}
        >
          Connect Asana
        </Button>
      </div>
    </>
  );
}

/** The workspace, then (once one is chosen, or when a project is already enabled) the project. */
function AsanaForm({ view }: { view: TTeamServicesView }) {
  const styles = useStyles();
  const { form, formErrors, pending, onSubmit } = useZodForm({
    schema: ZConfigureAsana,
    path: '/team/settings/services/configure-asana',
    defaultValues: { workspace_gid: view.asana.workspace_gid ?? '', project_gid: view.asana.project_gid ?? '' },
    onSuccess: (answer) => followRedirect(answer, '/team/settings/services/'),
  });
  const workspace = form.watch('workspace_gid');
  const projects = useAsanaProjects(workspace);
  const choices = projects.data?.choices ?? [];
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <FormErrorBar messages={formErrors} />
      {view.asana.error ? (
        <MessageBar intent="warning">
          <MessageBarBody>{view.asana.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Controller
        control={form.control}
        name="workspace_gid"
        render={({ field, fieldState }) => (
          <Field label="Workspace" required validationMessage={fieldState.error?.message}>
            <Dropdown
              ref={field.ref}
              placeholder="Choose a workspace"
              value={view.asana.workspaces.find((w) => w.id === field.value)?.name ?? ''}
              selectedOptions={field.value ? [field.value] : []}
              onOptionSelect={(_event, data) => {
                field.onChange(data.optionValue ?? '');
                form.setValue('project_gid', '');
              }}
            >
              {view.asana.workspaces.map((w) => (
                <Option key={w.id} value={w.id}>
                  {w.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
        )}
      />
      {workspace !== '' ? (
        <Controller
          control={form.control}
          name="project_gid"
          render={({ field, fieldState }) => (
            <Field
              label="Project"
              hint="Task events of this project appear in the team activity."
              validationMessage={fieldState.error?.message ?? (projects.error ? projects.error.message : undefined)}
            >
              <Dropdown
                ref={field.ref}
                placeholder={projects.isLoading ? 'Loading projects...' : 'Choose a project'}
                value={
                  choices.find((p) => p.id === field.value)?.name ??
                  (field.value === view.asana.project_gid ? (view.asana.project_name ?? '') : '')
                }
                selectedOptions={field.value ? [field.value] : []}
                onOptionSelect={(_event, data) => field.onChange(data.optionValue ?? '')}
              >
                {choices.map((p) => (
                  <Option key={p.id} value={p.id}>
                    {p.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          )}
        />
      ) : null}
      <div className={styles.row}>
        <Button type="submit" appearance="primary" disabled={pending}>
          Save
        </Button>
        <AppLink to="/team/settings/services/">Cancel</AppLink>
      </div>
    </form>
  );
}

/** /team/settings/services/configure-asana (part 3 §2.10). */
export default function ConfigureAsanaPage({ route }: TPageProps) {
  const query = useTeamServices();
  useDocumentTitle(route.title);
  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(view) => (
          <ManageGate view={view}>
            {view.asana.personal_connected ? <AsanaForm view={view} /> : <ConnectAsanaFirst />}
          </ManageGate>
        )}
      </QueryGate>
    </TeamSettingsLayout>
  );
}
