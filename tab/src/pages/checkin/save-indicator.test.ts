import { describe, expect, it } from 'vitest';
import { nextSaveIndicator, SAVE_INDICATOR_TEXT, type TSaveIndicatorEvent } from './save-indicator.ts';

function run(events: TSaveIndicatorEvent[]): string[] {
  let state = nextSaveIndicator('hidden', events[0]!);
  const seen = [state];
  for (const event of events.slice(1)) {
    state = nextSaveIndicator(state, event);
    seen.push(state);
  }
  return seen.map((value) => SAVE_INDICATOR_TEXT[value] || '(hidden)');
}

describe('the save indicator', () => {
  it('reads Typing..., then Saved!, then hides', () => {
    expect(run(['edited', 'allSaved', 'savedShown'])).toEqual(['Typing...', 'Saved!', '(hidden)']);
  });

  it('goes back to Typing... on an edit while Saved! shows, and the old timer does not hide it', () => {
    expect(run(['edited', 'allSaved', 'edited', 'savedShown'])).toEqual([
      'Typing...',
      'Saved!',
      'Typing...',
      'Typing...',
    ]);
  });

  it('hides on a failed save (the error is a toast)', () => {
    expect(run(['edited', 'saveFailed'])).toEqual(['Typing...', '(hidden)']);
  });
});
