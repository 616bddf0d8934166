import { Subtitle1 } from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';
import { useHomeStyles } from './home-styles.ts';

export interface THomeSectionProps {
  title: string;
  /** A link beside the heading (e.g. 'All reports'). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of the home page under its own h2, so screen readers can jump between them. */
export function HomeSection({ title, aside, children }: THomeSectionProps) {
  const styles = useHomeStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <Subtitle1 as="h2" id={headingId} className={styles.heading}>
          {title}
        </Subtitle1>
        {aside}
      </div>
      {children}
    </section>
  );
}
