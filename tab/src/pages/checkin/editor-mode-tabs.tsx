/**
 * The Write / Preview switch above an answer: a tablist of two tabs (WAI-ARIA tabs pattern: one
 * tab in the Tab order, arrow keys, Home and End move to and select the other). Drawn like
 * Fluent's small TabList, whose package (about 8 kB gzip) was the heaviest part of the check-in
 * form's first load.
 */
import { createFocusOutlineStyle, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, useRef } from 'react';

export type TEditorMode = 'write' | 'preview';

const useStyles = makeStyles({
  list: { display: 'flex', alignItems: 'center' },
  tab: {
    position: 'relative',
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalSNudge}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    cursor: 'pointer',
    ':hover': { color: tokens.colorNeutralForeground2Hover, backgroundColor: tokens.colorSubtleBackgroundHover },
    ...createFocusOutlineStyle(),
  },
  selected: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    // The selected tab's underline, as Fluent draws it.
    '::after': {
      content: '""',
      position: 'absolute',
      left: tokens.spacingHorizontalSNudge,
      right: tokens.spacingHorizontalSNudge,
      bottom: 0,
      height: tokens.strokeWidthThick,
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorCompoundBrandStroke,
    },
  },
});

export interface TEditorModeTabsProps {
  mode: TEditorMode;
  onChange(mode: TEditorMode): void;
  writeTabId: string;
  previewTabId: string;
  /** The panels the tabs control: the textarea and the preview. */
  editorId: string;
  previewId: string;
}

const MODES: readonly TEditorMode[] = ['write', 'preview'];

/** The two tabs of the answer editor. */
export function EditorModeTabs({
  mode,
  onChange,
  writeTabId,
  previewTabId,
  editorId,
  previewId,
}: TEditorModeTabsProps) {
  const styles = useStyles();
  const list = useRef<HTMLDivElement>(null);
  const select = (next: TEditorMode) => {
    onChange(next);
    list.current?.querySelector<HTMLButtonElement>(`[data-mode="${next}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = MODES.indexOf(mode);
    const target: Partial<Record<string, TEditorMode | undefined>> = {
      ArrowRight: MODES[(index + 1) % MODES.length],
      ArrowLeft: MODES[(index + MODES.length - 1) % MODES.length],
      Home: MODES[0],
      End: MODES[MODES.length - 1],
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  const tab = (value: TEditorMode, id: string, controls: string, label: string) => (
    <button
      type="button"
      role="tab"
      id={id}
      data-mode={value}
      aria-selected={mode === value}
      aria-controls={controls}
      tabIndex={mode === value ? 0 : -1}
      className={mergeClasses(styles.tab, mode === value && styles.selected)}
      onClick={() => onChange(value)}
    >
      {label}
    </button>
  );
  return (
    <div ref={list} role="tablist" aria-label="Editor mode" className={styles.list} onKeyDown={onKeyDown}>
      {tab('write', writeTabId, editorId, 'Write')}
      {tab('preview', previewTabId, previewId, 'Preview')}
    </div>
  );
}
