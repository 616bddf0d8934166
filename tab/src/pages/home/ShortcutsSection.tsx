import { Caption1 } from '@fluentui/react-components';
import { useLocation } from 'react-router';
import type { THomeShortcut } from '../../../../shared/home.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { LearningLink } from '../onboarding/LearningLink.tsx';
import { learningEntryState } from '../onboarding/learning-return.ts';
import { HomeSection } from './HomeSection.tsx';
import { useHomeStyles } from './home-styles.ts';

/**
 * The pages the viewer's role uses most (part 1 §6), one line each on what they are for, and the
 * learning center (part 1 §2.11) for everyone, whose Close link comes back here.
 */
export function ShortcutsSection({ shortcuts, title = 'Shortcuts' }: { shortcuts: THomeShortcut[]; title?: string }) {
  const styles = useHomeStyles();
  const location = useLocation();
  return (
    <HomeSection title={title}>
      <ul className={styles.shortcuts}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.href} className={styles.shortcut}>
            <AppLink to={shortcut.href}>{shortcut.label}</AppLink>
            <Caption1>{shortcut.description}</Caption1>
          </li>
        ))}
        <li className={styles.shortcut}>
          <LearningLink to="/onboarding/" state={learningEntryState(location)} label="Learning center" />
          <Caption1>Step-by-step guides to Rollcall for your role.</Caption1>
        </li>
      </ul>
    </HomeSection>
  );
}
