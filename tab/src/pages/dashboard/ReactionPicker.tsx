/**
 * The reaction picker (spec part 3 §2.7 'The reaction picker toggles'): the Add reaction button
 * opens a grid of REACTION_EMOJI, moved through with Tab or the arrow keys and closed with Escape.
 */
import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Tooltip,
  tokens,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import { EmojiAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { REACTION_EMOJI, REACTION_IDS, type TReactionId } from '../../../../shared/dashboard.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(6, 36px)',
    gap: tokens.spacingHorizontalXXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  emoji: { minWidth: '36px', height: '36px', padding: 0, fontSize: tokens.fontSizeBase500 },
});

export interface TReactionPickerProps {
  onPick(id: TReactionId): void;
}

/** 'Add reaction' and its popover; choosing an emoji closes it and reports the emoji id. */
export function ReactionPicker({ onPick }: TReactionPickerProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const arrows = useArrowNavigationGroup({ axis: 'grid-linear', circular: true, memorizeCurrent: true });
  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} trapFocus withArrow positioning="below-start">
      <PopoverTrigger>
        <Button size="small" appearance="subtle" icon={<EmojiAddRegular />} aria-label="Add reaction" />
      </PopoverTrigger>
      <PopoverSurface aria-label="Choose a reaction">
        <ul className={styles.grid} aria-label="Reactions to choose from" {...arrows}>
          {REACTION_IDS.map((id) => (
            <li key={id}>
              <Tooltip content={REACTION_EMOJI[id].name} relationship="label">
                <Button
                  appearance="subtle"
                  className={styles.emoji}
                  onClick={() => {
                    setOpen(false);
                    onPick(id);
                  }}
                >
                  {REACTION_EMOJI[id].emoji}
                </Button>
              </Tooltip>
            </li>
          ))}
        </ul>
      </PopoverSurface>
    </Popover>
  );
}
