import { Caption1 } from '@fluentui/react-components';
import type { THomeShortcut } from '../../../../shared/home.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { HomeSection } from './HomeSection.tsx';
import { useHomeStyles } from './home-styles.ts';

/** The pages the viewer's role uses most (part 1 §6), one line each on what they are for. */
export function ShortcutsSection({ shortcuts, title = 'Shortcuts' }: { shortcuts: THomeShortcut[]; title?: string }) {
  const styles = useHomeStyles();
  return (
    <HomeSection title={title}>
      <ul className={styles.shortcuts}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.href} className={styles.shortcut}>
            <AppLink to={shortcut.href}>{shortcut.label}</AppLink>
            <Caption1>{shortcut.description}</Caption1>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
