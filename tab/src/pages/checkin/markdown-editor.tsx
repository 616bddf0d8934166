/**
 * The answer editor (spec part 3 §2.6; answers are GitHub-flavoured Markdown): a textarea with a
 * small toolbar (bold, italic, bulleted list, checklist, link), a Write/Preview switch, links made
 * from pasted addresses and the '[ ] ' checklist shortcut. Ctrl/Cmd+Enter moves to the next question.
 */
import { Button, makeStyles, shorthands, Textarea, tokens } from '@fluentui/react-components';
import {
  LinkRegular,
  TaskListLtrRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextItalicRegular,
} from '@fluentui/react-icons';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactElement,
  type Ref,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { IconHint } from '../../components/IconHint.tsx';
import { checklistShortcut } from './checklist-shortcut.ts';
import { EditorModeTabs, type TEditorMode } from './editor-mode-tabs.tsx';
import { pasteEdit } from './editor-paste.ts';
import { AnswerPreview } from './lazy-answer-preview.tsx';
import { formatEdit, type TMarkdownFormat } from './markdown-format.ts';
import { RovingToolbar } from './roving-toolbar.tsx';
import { applyTextEdit, type TTextEdit, type TTextState } from './text-edit.ts';
import { linkInsertEdit } from './tool-panels/task-link.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': shorthands.borderColor(tokens.colorBrandStroke1),
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  textarea: {
    border: 'none',
    borderRadius: `0 0 ${tokens.borderRadiusMedium} ${tokens.borderRadiusMedium}`,
    // The editor's own border shows focus; Fluent's underline would draw a second one.
    '::after': { display: 'none' },
    '& textarea': { minHeight: '240px', maxHeight: 'none', lineHeight: tokens.lineHeightBase400 },
  },
  preview: {
    minHeight: '240px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  hint: {
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

interface TToolbarAction {
  format: TMarkdownFormat;
  label: string;
  shortcut?: string;
  icon: ReactElement;
}

const TOOLBAR_ACTIONS: readonly TToolbarAction[] = [
  { format: 'bold', label: 'Bold', shortcut: 'B', icon: <TextBoldRegular /> },
  { format: 'italic', label: 'Italic', shortcut: 'I', icon: <TextItalicRegular /> },
  { format: 'bulletList', label: 'Bulleted list', icon: <TextBulletListLtrRegular /> },
  { format: 'checklist', label: 'Checklist', icon: <TaskListLtrRegular /> },
  { format: 'link', label: 'Link', shortcut: 'K', icon: <LinkRegular /> },
];

const SHORTCUT_FORMATS: Readonly<Record<string, TMarkdownFormat>> = { b: 'bold', i: 'italic', k: 'link' };

/** What the page can do with the editor: put the caret in it after choosing a question, add a tool's link. */
export interface TMarkdownEditorHandle {
  focus(): void;
  /**
   * Adds Markdown (a picked task's link) at the caret the member left, or on its own line at the
   * end, through the same change path as typing so autosave saves it and Ctrl+Z undoes it.
   */
  insertLink(markdown: string): void;
}

export interface TMarkdownEditorProps {
  /** The textarea's id and the id of the element naming it (the question). */
  id: string;
  labelledBy: string;
  value: string;
  onChange(value: string): void;
  /** Ctrl/Cmd+Enter: the 'Next question' button's action. */
  onNextShortcut(): void;
  handle?: Ref<TMarkdownEditorHandle>;
}

function textStateOf(textarea: HTMLTextAreaElement): TTextState {
  return { value: textarea.value, selectionStart: textarea.selectionStart, selectionEnd: textarea.selectionEnd };
}

/** The Markdown editor of one answer. */
export function MarkdownEditor({ id, labelledBy, value, onChange, onNextShortcut, handle }: TMarkdownEditorProps) {
  const styles = useStyles();
  const [mode, setMode] = useState<TEditorMode>('write');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  /** The selection to restore after React writes a value the editor computed. */
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  /** The member put the caret somewhere (typed, clicked, moved it): a tool's link goes there. */
  const caretPlaced = useRef(false);
  const placeCaret = () => {
    caretPlaced.current = true;
  };

  useImperativeHandle(handle, () => ({
    focus: () => {
      setMode('write');
      requestAnimationFrame(() => textareaRef.current?.focus());
    },
    insertLink: (markdown: string) => {
      const textarea = textareaRef.current;
      if (textarea === null) {
        // Preview: no caret to keep, so the link goes at the end and the preview shows it.
        const atEnd = { value, selectionStart: value.length, selectionEnd: value.length };
        onChange(applyTextEdit(value, linkInsertEdit(atEnd, markdown, false)).value);
        return;
      }
      applyEdit(linkInsertEdit(textStateOf(textarea), markdown, caretPlaced.current));
    },
  }));

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const textarea = textareaRef.current;
    if (selection === null || textarea === null || textarea.value !== value) return;
    pendingSelection.current = null;
    textarea.setSelectionRange(selection.start, selection.end);
  }, [value]);

  /**
   * Applies an edit through the browser's own text insertion when it can, so Ctrl+Z undoes it;
   * otherwise sets the value and restores the selection after React renders it.
   */
  const applyEdit = (edit: TTextEdit) => {
    const textarea = textareaRef.current;
    if (textarea === null) return;
    const expected = applyTextEdit(textarea.value, edit);
    caretPlaced.current = true;
    textarea.focus();
    textarea.setSelectionRange(edit.start, edit.end);
    // execCommand is deprecated but still the only way to keep the native undo history.
    const inserted = edit.text !== '' && document.execCommand('insertText', false, edit.text);
    if (inserted && textarea.value === expected.value) {
      textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
      return;
    }
    pendingSelection.current = { start: expected.selectionStart, end: expected.selectionEnd };
    onChange(expected.value);
  };

  const format = (kind: TMarkdownFormat) => {
    const textarea = textareaRef.current;
    if (textarea !== null) applyEdit(formatEdit(textStateOf(textarea), kind));
  };

  const handleChange = (next: string) => {
    caretPlaced.current = true;
    const textarea = textareaRef.current;
    const shortcut =
      textarea === null
        ? null
        : checklistShortcut(value, {
            value: next,
            selectionStart: textarea.selectionStart,
            selectionEnd: textarea.selectionEnd,
          });
    if (shortcut === null) {
      onChange(next);
      return;
    }
    const after = applyTextEdit(next, shortcut);
    pendingSelection.current = { start: after.selectionStart, end: after.selectionEnd };
    onChange(after.value);
  };

  const handlePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const edit = pasteEdit(textStateOf(event.currentTarget), event.clipboardData.getData('text/plain'));
    if (edit === null) return;
    event.preventDefault();
    applyEdit(edit);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onNextShortcut();
      return;
    }
    const shortcut = event.shiftKey ? undefined : SHORTCUT_FORMATS[event.key.toLowerCase()];
    if (shortcut !== undefined) {
      event.preventDefault();
      format(shortcut);
    }
  };

  const writeTabId = `${id}-write-tab`;
  const previewTabId = `${id}-preview-tab`;
  const previewId = `${id}-preview`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <EditorModeTabs
          mode={mode}
          onChange={setMode}
          writeTabId={writeTabId}
          previewTabId={previewTabId}
          editorId={id}
          previewId={previewId}
        />
        <RovingToolbar label="Formatting" controls={id}>
          {TOOLBAR_ACTIONS.map((action) => {
            const label = action.shortcut ? `${action.label} (Ctrl+${action.shortcut})` : action.label;
            return (
              <IconHint key={action.format} label={label}>
                <Button
                  appearance="subtle"
                  size="small"
                  icon={action.icon}
                  disabled={mode === 'preview'}
                  onClick={() => format(action.format)}
                />
              </IconHint>
            );
          })}
        </RovingToolbar>
      </div>
      {mode === 'write' ? (
        <Textarea
          id={id}
          ref={textareaRef}
          className={styles.textarea}
          appearance="outline"
          resize="vertical"
          value={value}
          aria-labelledby={labelledBy}
          aria-describedby={hintId}
          onChange={(_event, data) => handleChange(data.value)}
          onPaste={handlePaste}
          onKeyDown={handleKeyDown}
          onKeyUp={placeCaret}
          onMouseUp={placeCaret}
        />
      ) : (
        <div role="tabpanel" id={previewId} aria-labelledby={previewTabId} className={styles.preview}>
          <AnswerPreview markdown={value} emptyText="Nothing to preview yet." />
        </div>
      )}
      <p id={hintId} className={styles.hint}>
        Markdown works here: **bold**, _italic_, - lists, [ ] checklists. Ctrl+Enter goes to the next question.
      </p>
    </div>
  );
}
