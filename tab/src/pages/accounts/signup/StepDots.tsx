import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SIGNUP_STEPS, type TStepIndex } from './signup-form.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  list: { display: 'flex', gap: tokens.spacingHorizontalXS, listStyle: 'none', margin: 0, padding: 0 },
  button: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '24px',
    height: '24px',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    ':disabled': { cursor: 'default' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
    ':hover:enabled > span': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  dot: {
    display: 'block',
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralStroke1,
    transitionProperty: 'width, background-color',
    transitionDuration: tokens.durationNormal,
  },
  done: { backgroundColor: tokens.colorBrandBackground },
  // The current step is a longer pill, so it is told apart from the completed ones without colour.
  current: { width: '24px', backgroundColor: tokens.colorBrandBackground },
  label: { color: tokens.colorNeutralForeground2 },
});

function dotLabel(index: number, current: TStepIndex): string {
  const step = SIGNUP_STEPS[index];
  const base = `Step ${index + 1} of ${SIGNUP_STEPS.length}: ${step?.name ?? ''}`;
  if (index < current) return `${base}, completed. Go back to this step`;
  return index === current ? `${base}, current step` : `${base}, not reached yet`;
}

/**
 * The signup's progress dots (part 1 §4): one per step, the current one highlighted; a dot of an
 * earlier step is a button that goes back to it, later ones are reached with Next only.
 */
export function StepDots({ current, onSelect }: { current: TStepIndex; onSelect(step: TStepIndex): void }) {
  const styles = useStyles();
  return (
    <nav className={styles.root} aria-label="Signup progress">
      <Caption1 className={styles.label}>
        Step {current + 1} of {SIGNUP_STEPS.length}
      </Caption1>
      <ol className={styles.list}>
        {SIGNUP_STEPS.map((step, index) => (
          <li key={step.name}>
            <button
              type="button"
              className={styles.button}
              aria-label={dotLabel(index, current)}
              aria-current={index === current ? 'step' : undefined}
              disabled={index >= current}
              onClick={() => onSelect(index as TStepIndex)}
            >
              <span
                className={mergeClasses(
                  styles.dot,
                  index < current && styles.done,
                  index === current && styles.current,
                )}
              />
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
