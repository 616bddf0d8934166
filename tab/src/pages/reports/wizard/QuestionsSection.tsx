import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Subtitle2,
  Tooltip,
  tokens,
  useId,
} from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { MAX_QUESTIONS, QUESTION_MAX_LENGTH, type TReportForm } from '../../../../../shared/reports.ts';
import { NARROW_SCREEN } from '../../../components/header/breakpoints.ts';
import type { TSectionProps } from './section-props.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: '160px minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    [NARROW_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  tools: { display: 'flex', gap: tokens.spacingHorizontalXS, paddingTop: '22px', [NARROW_SCREEN]: { paddingTop: 0 } },
  add: { alignSelf: 'flex-start' },
  note: { color: tokens.colorNeutralForeground3 },
});

type TQuestion = TReportForm['config']['fields'][number];
type TQuestionTool = 'input' | 'up' | 'down' | 'remove';

/** Question types of the product; only text is available, the others are announced (part 3 §2.3). */
const COMING_SOON_TYPES = ['Multiple choice', 'Number', 'Date'] as const;

function withQuestions(form: TReportForm, fields: TQuestion[]): TReportForm {
  return { ...form, config: { ...form.config, fields } };
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface TQuestionRowProps {
  ids: string;
  index: number;
  count: number;
  question: TQuestion;
  error: string | undefined;
  onChange(value: string): void;
  onMove(to: number): void;
  onRemove(): void;
}

function QuestionRow({ ids, index, count, question, error, onChange, onMove, onRemove }: TQuestionRowProps) {
  const styles = useStyles();
  const position = index + 1;
  const toolId = (tool: TQuestionTool) => `${ids}-${index}-${tool}`;
  return (
    <li className={styles.row}>
      <Field label={`Type of question ${position}`}>
        <Select value={question.type} onChange={() => undefined}>
          <option value="text">Text</option>
          {COMING_SOON_TYPES.map((type) => (
            <option key={type} value={type} disabled>
              {type} (coming soon)
            </option>
          ))}
        </Select>
      </Field>
      <Field label={`Question ${position}`} required validationMessage={error}>
        <Input
          id={toolId('input')}
          value={question.value}
          placeholder="Enter question"
          maxLength={QUESTION_MAX_LENGTH}
          onChange={(_event, data) => onChange(data.value)}
        />
      </Field>
      <div className={styles.tools}>
        <Tooltip content={`Move question ${position} up`} relationship="label">
          <Button
            id={toolId('up')}
            icon={<ArrowUpRegular />}
            appearance="subtle"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          />
        </Tooltip>
        <Tooltip content={`Move question ${position} down`} relationship="label">
          <Button
            id={toolId('down')}
            icon={<ArrowDownRegular />}
            appearance="subtle"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          />
        </Tooltip>
        <Tooltip
          content={count === 1 ? 'A report needs at least one question' : `Remove question ${position}`}
          relationship="label"
        >
          <Button
            id={toolId('remove')}
            icon={<DeleteRegular />}
            appearance="subtle"
            disabledFocusable={count === 1}
            onClick={onRemove}
          />
        </Tooltip>
      </div>
    </li>
  );
}

/** Where keyboard focus goes after a change that re-renders the rows (add, move, remove). */
interface TFocusRequest {
  index: number;
  tool: TQuestionTool;
}

/** After a move, stay on the pressed arrow unless it just became disabled at the top or bottom. */
function focusAfterMove(to: number, count: number, tool: 'up' | 'down'): TFocusRequest {
  if (tool === 'up' && to === 0) return { index: to, tool: 'down' };
  if (tool === 'down' && to === count - 1) return { index: to, tool: 'up' };
  return { index: to, tool };
}

/**
 * The wizard's QUESTIONS section (part 3 §2.3, §5): the report's text questions, each required;
 * add, remove (never the last one) and reorder with buttons, keyboard focus following the question.
 */
export function QuestionsSection({ form, update, errors }: TSectionProps) {
  const styles = useStyles();
  const ids = useId('question');
  const [focus, setFocus] = useState<TFocusRequest | null>(null);
  const questions = form.config.fields;
  const listError = errors['config.fields']?.[0];

  useEffect(() => {
    if (focus === null) return;
    document.getElementById(`${ids}-${focus.index}-${focus.tool}`)?.focus();
    setFocus(null);
  }, [focus, ids]);

  const change = (index: number, value: string) =>
    update((current) =>
      withQuestions(
        current,
        current.config.fields.map((field, at) => (at === index ? { ...field, value } : field)),
      ),
    );
  const move = (from: number, to: number) => {
    update((current) => withQuestions(current, moved(current.config.fields, from, to)));
    setFocus(focusAfterMove(to, questions.length, to < from ? 'up' : 'down'));
  };
  const remove = (index: number) => {
    if (questions.length <= 1) return;
    update((current) =>
      withQuestions(
        current,
        current.config.fields.filter((_field, at) => at !== index),
      ),
    );
    setFocus({ index: Math.max(0, index - 1), tool: 'input' });
  };
  const add = () => {
    update((current) => withQuestions(current, [...current.config.fields, { type: 'text', value: '' }]));
    setFocus({ index: questions.length, tool: 'input' });
  };

  return (
    <div className={styles.root}>
      <Subtitle2 as="h3" className={styles.title}>
        What should members answer?
      </Subtitle2>
      {listError === undefined ? null : (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{listError}</MessageBarBody>
        </MessageBar>
      )}
      <ol className={styles.list}>
        {questions.map((question, index) => (
          <QuestionRow
            // Rows are positions: a question has no stable id until it is saved (its key).
            // biome-ignore lint/suspicious/noArrayIndexKey: the row at a position is edited in place
            key={index}
            ids={ids}
            index={index}
            count={questions.length}
            question={question}
            error={errors[`config.fields.${index}.value`]?.[0]}
            onChange={(value) => change(index, value)}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <Button className={styles.add} icon={<AddRegular />} disabled={questions.length >= MAX_QUESTIONS} onClick={add}>
        Add question
      </Button>
      {questions.length >= MAX_QUESTIONS ? (
        <Caption1 className={styles.note}>A report has at most {MAX_QUESTIONS} questions.</Caption1>
      ) : null}
    </div>
  );
}
