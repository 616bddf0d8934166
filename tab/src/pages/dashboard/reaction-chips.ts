/**
 * The reactions of an entry as chips (spec part 3 §3 reactions: emoji -> user id -> name): each
 * emoji with its count, who reacted, and whether the viewer did (a pressed chip).
 */
import {
  DASHBOARD_MESSAGES,
  REACTION_EMOJI,
  REACTION_IDS,
  type TReactionId,
  type TReactionsMap,
} from '../../../../shared/dashboard.ts';

export interface TReactionChip {
  /** The emoji id sent as `reaction`. */
  id: string;
  emoji: string;
  name: string;
  count: number;
  /** The viewer is among the people. */
  pressed: boolean;
  people: string[];
}

function isKnownReaction(id: string): id is TReactionId {
  return Object.hasOwn(REACTION_EMOJI, id);
}

/** The emoji and name of an emoji id; an id this app does not know shows as ':id:'. */
export function reactionEmoji(id: string): { emoji: string; name: string } {
  return isKnownReaction(id) ? REACTION_EMOJI[id] : { emoji: `:${id}:`, name: id };
}

/** Whether one of the viewer's ids (user id, public id) is among the people who reacted so. */
export function viewerReacted(people: Readonly<Record<string, string>>, viewerIds: readonly string[]): boolean {
  return viewerIds.some((id) => Object.hasOwn(people, id));
}

/** The chips to draw, in the picker's order (unknown ids after, by id); emoji nobody used are left out. */
export function reactionChips(reactions: TReactionsMap, viewerIds: readonly string[]): TReactionChip[] {
  const known = REACTION_IDS.filter((id) => Object.hasOwn(reactions, id));
  const unknown = Object.keys(reactions)
    .filter((id) => !isKnownReaction(id))
    .sort();
  const chips: TReactionChip[] = [];
  for (const id of [...known, ...unknown]) {
    const people = reactions[id] ?? {};
    const names = Object.values(people);
    if (names.length === 0) continue;
    chips.push({
      id,
      ...reactionEmoji(id),
      count: names.length,
      pressed: viewerReacted(people, viewerIds),
      people: names,
    });
  }
  return chips;
}

const PEOPLE = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** A chip's name for screen readers and its tooltip: 'thumbs up: Ann Lee and Bo Chen'. */
export function reactionChipLabel(chip: TReactionChip): string {
  return `${chip.name}: ${PEOPLE.format(chip.people)}`;
}

/** The toast when a reaction could not be sent: 'unable to add your reaction of thumbs up'. */
export function reactionFailedMessage(id: string): string {
  return DASHBOARD_MESSAGES.reactionFailed.replace('{emoji}', reactionEmoji(id).name);
}
