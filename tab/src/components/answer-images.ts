/**
 * Click-to-load images in rendered answers (issue 15, point 10). An image in an answer may sit on
 * a tracker that learns who looked and when, so markdownToPreviewHtml draws each https image as a
 * 'Show image from <host>' button until the viewer presses it (a button: Enter and Space work);
 * pressing one adds its URL to the shown set and the answer is drawn again with that image.
 * Nothing is fetched before that.
 */
import { tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/** The image URL of the 'Show image' button a click landed on (or inside), or null. */
export function imageUrlOfClick(target: EventTarget | null): string | null {
  const closest = (target as { closest?: (selector: string) => { getAttribute(name: string): string | null } | null })
    ?.closest;
  if (typeof closest !== 'function') return null;
  return closest.call(target, 'button[data-image-url]')?.getAttribute('data-image-url') ?? null;
}

export interface TShownImages {
  /** URLs the viewer asked to see: pass to markdownToPreviewHtml. */
  shownImages: ReadonlySet<string>;
  /** Ref callback for the element holding the answer's HTML: listens for the buttons' clicks. */
  listenForImageClicks: (element: HTMLElement | null) => (() => void) | undefined;
}

/** Which images of an answer the viewer has asked to see. */
export function useShownImages(): TShownImages {
  const [shownImages, setShownImages] = useState<ReadonlySet<string>>(NONE);
  const listenForImageClicks = useCallback((element: HTMLElement | null) => {
    if (element === null) return undefined;
    const show = (event: MouseEvent) => {
      const url = imageUrlOfClick(event.target);
      if (url === null) return;
      event.preventDefault();
      setShownImages((shown) => (shown.has(url) ? shown : new Set(shown).add(url)));
    };
    element.addEventListener('click', show);
    return () => element.removeEventListener('click', show);
  }, []);
  return { shownImages, listenForImageClicks };
}

/** Styles of the 'Show image' button, to spread into the answer's makeStyles rule. */
export const IMAGE_BUTTON_STYLES = {
  '& button[data-image-url]': {
    display: 'inline-block',
    margin: `${tokens.spacingVerticalXXS} 0`,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorBrandForegroundLink,
    fontFamily: 'inherit',
    fontSize: 'inherit',
    lineHeight: 'inherit',
    cursor: 'pointer',
  },
  '& button[data-image-url]:hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
  '& button[data-image-url]:focus-visible': {
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    outlineOffset: '1px',
  },
} as const;
