/** Below 768 px the header's links collapse into the mobile menu. */
export const NARROW_SCREEN = '@media (max-width: 767.98px)';

/** From 768 px the full header bar is shown and the mobile menu is hidden. */
export const WIDE_SCREEN = '@media (min-width: 768px)';

/** Below this width the desktop bar shows the user's avatar without their name. */
export const COMPACT_SCREEN = '@media (max-width: 1439.98px)';

/** Below this width (and from 768 px) the signed-in tabs move to a second row under the bar. */
export const TIGHT_SCREEN = '@media (max-width: 1259.98px)';
