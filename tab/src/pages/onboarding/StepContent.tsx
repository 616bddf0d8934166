import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import type { Ref } from 'react';
import { ContentMarkdown } from '../../components/ContentMarkdown.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { useOnboardingPage } from './onboarding-queries.ts';

const useStyles = makeStyles({
  title: {
    ...typographyStyles.title2,
    margin: 0,
    color: tokens.colorNeutralForeground1,
    ':focus': { outline: 'none' },
  },
});

/** One step's page, 'Loading...' until it arrives; a page missing from the server's content says so. */
export function StepContent({ slug, headingRef }: { slug: string; headingRef: Ref<HTMLHeadingElement> }) {
  const styles = useStyles();
  const query = useOnboardingPage(slug);
  return (
    <QueryGate
      query={query}
      frame="inline"
      notFound={
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>This step has no page on this server.</MessageBarTitle>
            Its content was removed from the learning center. Move on to the next step, or ask the people who run
            Rollcall for your organisation.
          </MessageBarBody>
        </MessageBar>
      }
    >
      {(page) => (
        <>
          <h2 className={styles.title} ref={headingRef} tabIndex={-1}>
            {page.title}
          </h2>
          <ContentMarkdown markdown={page.body} />
        </>
      )}
    </QueryGate>
  );
}
