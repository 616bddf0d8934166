/** Below 768 px the header's links collapse into the mobile menu. */
export const NARROW_SCREEN = '@media (max-width: 767.98px)';

/** From 768 px the full header bar is shown and the mobile menu is hidden. */
export const WIDE_SCREEN = '@media (min-width: 768px)';
