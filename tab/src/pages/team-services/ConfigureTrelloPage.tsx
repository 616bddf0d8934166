import { Body1, Button, Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { TEAM_TOOLS_MESSAGES, type TTeamServicesView } from '../../../../shared/team-tools.ts';
import type { TToolChoice } from '../../../../shared/work-tools.ts';
import { followRedirect } from '../../api/forms.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { TeamSettingsLayout } from '../teams/TeamSettingsLayout.tsx';
import { ManageGate } from './ManageGate.tsx';
import { useTeamServices, useTrelloBoards } from './team-services-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  boards: { display: 'flex', flexDirection: 'column' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** The page's form: board ids ticked (posted as board_items id|name, the shared ZConfigureTrello). */
const ZBoardsForm = z.object({ boards: z.array(z.string()).min(1, TEAM_TOOLS_MESSAGES.trelloUnknownBoard).max(50) });

function TrelloForm({ view, boards }: { view: TTeamServicesView; boards: TToolChoice[] }) {
  const styles = useStyles();
  const { form, formErrors, pending, onSubmit } = useZodForm({
    schema: ZBoardsForm,
    path: '/team/settings/services/configure-trello',
    defaultValues: { boards: view.trello.boards.map((b) => b.id) },
    toPayload: (values) => ({
      board_items: values.boards.map((id) => `${id}|${boards.find((b) => b.id === id)?.name ?? id}`),
    }),
    onSuccess: (answer) => followRedirect(answer, '/team/settings/services/'),
  });
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <FormErrorBar messages={formErrors} />
      <Controller
        control={form.control}
        name="boards"
        render={({ field, fieldState }) => (
          <Field
            label="Boards"
            hint="Card events of these boards appear in the team activity."
            validationMessage={fieldState.error?.message}
          >
            <div className={styles.boards}>
              {boards.map((board, index) => (
                <Checkbox
                  key={board.id}
                  ref={index === 0 ? field.ref : undefined}
                  label={board.name}
                  checked={field.value.includes(board.id)}
                  onChange={(_event, data) =>
                    field.onChange(
                      data.checked ? [...field.value, board.id] : field.value.filter((id) => id !== board.id),
                    )
                  }
                />
              ))}
            </div>
          </Field>
        )}
      />
      <div className={styles.row}>
        <Button type="submit" appearance="primary" disabled={pending}>
          Save
        </Button>
        <AppLink to="/team/settings/services/">Cancel</AppLink>
      </div>
    </form>
  );
}

function TrelloBoards({ view }: { view: TTeamServicesView }) {
  const query = useTrelloBoards(view.trello.personal_connected);
  if (!view.trello.personal_connected) {
    return (
      <>
        <Body1>{TEAM_TOOLS_MESSAGES.trelloNeedsConnection}</Body1>
        <AppLink to="/team/settings/services/authorize-trello/">Authorize Trello</AppLink>
      </>
    );
  }
  return (
    <QueryGate query={query} frame="inline">
      {(answer) =>
        answer.choices.length === 0 ? (
          <Body1>Your Trello account has no open boards. Create one in Trello, then come back.</Body1>
        ) : (
          <TrelloForm view={view} boards={answer.choices} />
        )
      }
    </QueryGate>
  );
}

/** /team/settings/services/configure-trello (part 3 §2.10): board checkboxes. */
export default function ConfigureTrelloPage({ route }: TPageProps) {
  const query = useTeamServices();
  useDocumentTitle(route.title);
  return (
    <TeamSettingsLayout title={route.title}>
      <QueryGate query={query} frame="inline">
        {(view) => (
          <ManageGate view={view}>
            <TrelloBoards view={view} />
          </ManageGate>
        )}
      </QueryGate>
    </TeamSettingsLayout>
  );
}
