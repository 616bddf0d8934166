/**
 * The common page frame of the content pages: one centred column of sections, edge to edge on a
 * narrow screen. One definition so insights, history, the learning area, release notes and the
 * help desk keep the same rhythm; each page picks only how wide it reads.
 */
import { type GriffelStyle, tokens } from '@fluentui/react-components';
import { NARROW_SCREEN } from './header/breakpoints.ts';

/** The page column's style at `maxWidth` ('880px' for reading pages, '1200px' for wide tables). */
export function pageColumn(maxWidth: string): GriffelStyle {
  return {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth,
    margin: '0 auto',
    padding: `${tokens.spacingVerticalM} 0`,
    [NARROW_SCREEN]: { padding: 0 },
  };
}
