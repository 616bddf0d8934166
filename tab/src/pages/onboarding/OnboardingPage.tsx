/**
 * The learning area's welcome screen (spec part 1 §2.11): three topic cards, Beginner,
 * Collaboration and Power User, all clickable (ours has pages for the third too), in the admin
 * variant for account types 0-2 and the member variant for Team Members and guests, with the
 * ways to more help.
 */
import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useOptionalLoadedState } from '../../app/loaded-state.tsx';
import { LearningHelpLinks } from './LearningHelpLinks.tsx';
import { useLearningReturn } from './learning-return.ts';
import { useLearningStyles } from './learning-styles.ts';
import { learningTopics, learningVariantFor } from './learning-topics.ts';
import { TopicCard } from './TopicCard.tsx';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

const INTRO = {
  admin:
    'Step-by-step guides for the people who run Rollcall: set up your account, connect your platform, create your first standup, then get the most out of the answers.',
  member:
    'Step-by-step guides for answering your standups: where the questions reach you, how to answer them, and how to follow what your team is doing.',
} as const;

export default function OnboardingPage() {
  const styles = useLearningStyles();
  const own = useStyles();
  const variant = learningVariantFor(useOptionalLoadedState()?.user ?? null);
  const { state } = useLearningReturn();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <Title1 as="h1" className={styles.heading}>
          Welcome to the learning center
        </Title1>
        <Body1 as="p" className={styles.muted}>
          {INTRO[variant]}
        </Body1>
      </header>
      <ul className={own.cards} aria-label="Topics">
        {learningTopics(variant).map((topic) => (
          <TopicCard key={topic.key} topic={topic} state={state} />
        ))}
      </ul>
      <LearningHelpLinks />
    </div>
  );
}
