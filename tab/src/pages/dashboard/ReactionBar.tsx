/**
 * An entry's reactions (spec part 3 §2.7, §7 dashboard_reactions): a chip per emoji with its count,
 * pressed when the viewer reacted so and naming who did; a chip toggles the viewer's reaction and
 * the picker adds one. The server answers the entry's reactions, which replace the shown ones.
 */
import { makeStyles, ToggleButton, Tooltip, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDashboardEntry } from '../../../../shared/dashboard.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { useDashboardCalls } from './dashboard-calls.ts';
import { patchCachedEntry } from './dashboard-queries.ts';
import { ReactionPicker } from './ReactionPicker.tsx';
import { reactionChipLabel, reactionChips, reactionFailedMessage } from './reaction-chips.ts';
import { useDashboardViewer } from './use-dashboard-viewer.ts';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  chip: { minWidth: 'auto', paddingLeft: tokens.spacingHorizontalS, paddingRight: tokens.spacingHorizontalS },
});

/** The reactions of one completed, visible entry. */
export function ReactionBar({ entry }: { entry: TDashboardEntry }) {
  const styles = useStyles();
  const viewer = useDashboardViewer();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { sendReaction } = useDashboardCalls();
  const react = useMutation({
    mutationFn: (reaction: string) =>
      sendReaction({
        type: 'reaction',
        key: entry.id,
        reaction,
        user: { name: viewer.name, id: viewer.id, report_uid: entry.id },
      }),
    onSuccess: (reactions) => patchCachedEntry(queryClient, entry.id, { reactions }),
    onError: (_error, reaction) => notify({ message: reactionFailedMessage(reaction), intent: 'error' }),
  });
  const chips = reactionChips(entry.reactions, viewer.ids);
  // One reaction at a time: the answer replaces all the entry's reactions.
  const toggle = (reaction: string) => {
    if (!react.isPending) react.mutate(reaction);
  };
  return (
    <ul className={styles.bar} aria-label="Reactions">
      {chips.map((chip) => (
        <li key={chip.id}>
          {/* The name starts with what the chip shows ('🎉 2'), then says who reacted. */}
          <Tooltip content={reactionChipLabel(chip)} relationship="inaccessible">
            <ToggleButton
              aria-label={`${chip.emoji} ${chip.count} ${reactionChipLabel(chip)}`}
              size="small"
              shape="circular"
              className={styles.chip}
              checked={chip.pressed}
              disabledFocusable={react.isPending}
              onClick={() => toggle(chip.id)}
            >
              {`${chip.emoji} ${chip.count}`}
            </ToggleButton>
          </Tooltip>
        </li>
      ))}
      <li>
        <ReactionPicker onPick={toggle} />
      </li>
    </ul>
  );
}
