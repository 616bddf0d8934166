import { makeStyles, tokens } from '@fluentui/react-components';
import type { MouseEvent } from 'react';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    fontWeight: tokens.fontWeightSemibold,
    ':focus': {
      top: tokens.spacingVerticalS,
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
    },
  },
});

/**
 * Lets keyboard users jump past the header straight to the page (first focusable element), or
 * with `label` to a named place such as the check-in's answer.
 */
export function SkipLink({ targetId, label = 'Skip to content' }: { targetId: string; label?: string }) {
  const styles = useStyles();
  // Focus the target directly: a bare #hash navigation would also go through the router.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (target === null) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };
  return (
    <a className={styles.link} href={`#${targetId}`} onClick={skip}>
      {label}
    </a>
  );
}
