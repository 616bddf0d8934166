/**
 * Points the tour's callout at a part of the sample: the part gets an outline (data-demo-spotlight)
 * and is described by the callout's text (aria-describedby), so a screen reader reaching it hears
 * why it is highlighted. The sample draws some parts late (lazy editors, answers), so the part is
 * looked for again whenever the sample's content changes.
 */
import { makeStaticStyles, tokens } from '@fluentui/react-components';
import { type RefObject, useCallback, useEffect, useRef } from 'react';

export const SPOTLIGHT_ATTRIBUTE = 'data-demo-spotlight';

export const useSpotlightStyles = makeStaticStyles({
  [`[${SPOTLIGHT_ATTRIBUTE}]`]: {
    outline: `3px solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '4px',
    scrollMarginTop: '96px',
  },
});

/** Highlights what `find` answers inside `stage`; answers a function that scrolls to it and focuses it. */
export function useSpotlight(
  stage: RefObject<HTMLElement | null>,
  find: (stage: HTMLElement) => HTMLElement | null,
  describedBy: string,
): () => void {
  useSpotlightStyles();
  const current = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const root = stage.current;
    if (root === null) return;
    const release = () => {
      const target = current.current;
      if (target === null) return;
      target.removeAttribute(SPOTLIGHT_ATTRIBUTE);
      const ids = (target.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== describedBy);
      if (ids.length === 0) target.removeAttribute('aria-describedby');
      else target.setAttribute('aria-describedby', ids.join(' '));
      current.current = null;
    };
    const apply = () => {
      const target = find(root);
      if (target === current.current) return;
      release();
      if (target === null) return;
      target.setAttribute(SPOTLIGHT_ATTRIBUTE, '');
      const ids = (target.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      target.setAttribute('aria-describedby', [...ids, describedBy].join(' '));
      current.current = target;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      release();
    };
  }, [stage, find, describedBy]);

  return useCallback(() => {
    const target = current.current;
    if (target === null) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, []);
}
