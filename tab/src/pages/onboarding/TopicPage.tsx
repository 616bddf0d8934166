/**
 * One topic of the learning area (spec part 1 §2.11, §4): a Home link, the variant's tabbed steps
 * (the step is in the URL, ?step=, so Back and a shared link work), a Next button on every step but
 * the last, a Close link back to where the person came from, and 'Loading...' while a page loads.
 */
import { Button, Caption1, makeStyles, Tab, TabList, Title1, tokens } from '@fluentui/react-components';
import { ArrowRightRegular, DismissRegular, HomeRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useOptionalLoadedState } from '../../app/loaded-state.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LearningLink } from './LearningLink.tsx';
import { useLearningReturn } from './learning-return.ts';
import { useLearningStyles } from './learning-styles.ts';
import {
  learningTopic,
  learningVariantFor,
  nextLearningTopic,
  stepFromSearch,
  type TLearningTopic,
  type TLearningVariant,
  topicHref,
} from './learning-topics.ts';
import { StepContent } from './StepContent.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  tabs: { overflowX: 'auto', flexWrap: 'nowrap' },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalM },
});

export default function TopicPage() {
  const { topic: key } = useParams();
  const variant = learningVariantFor(useOptionalLoadedState()?.user ?? null);
  const topic = learningTopic(variant, key);
  if (topic === null) {
    return (
      <EmptyState
        card
        title="This topic does not exist"
        body="The learning center has three topics: Beginner, Collaboration and Power User. This address names none of them."
        action={<AppLink to="/onboarding/">Back to the learning center</AppLink>}
      />
    );
  }
  return <TopicSteps topic={topic} variant={variant} />;
}

function TopicSteps({ topic, variant }: { topic: TLearningTopic; variant: TLearningVariant }) {
  const styles = useLearningStyles();
  const own = useStyles();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { closeHref, state } = useLearningReturn();
  const count = topic.steps.length;
  const asked = stepFromSearch(search.get('step'), count);
  const current = asked ?? 1;
  const step = topic.steps[current - 1]!;
  const following = nextLearningTopic(variant, topic.key);

  // A step that names none of the topic's steps shows step one, and the URL says so.
  useEffect(() => {
    if (search.get('step') !== null && asked === null) navigate(topicHref(topic.key), { replace: true, state });
  }, [asked, search, navigate, topic.key, state]);

  // After Next, the new step's title takes focus once it has loaded (the heading mounts), so keyboard
  // and screen reader users start reading there.
  const focusHeading = useRef(false);
  const heading = useCallback((element: HTMLHeadingElement | null) => {
    if (element === null || !focusHeading.current) return;
    focusHeading.current = false;
    element.focus();
  }, []);

  const go = (number: number) => navigate(topicHref(topic.key, number), { state });
  const tabId = (number: number) => `learning-step-tab-${number}`;
  return (
    <div className={styles.page}>
      <nav aria-label="Learning center" className={own.bar}>
        <LearningLink
          to="/onboarding/"
          state={state}
          icon={<HomeRegular aria-hidden="true" />}
          label="Home"
          name="Learning center home"
        />
        <LearningLink to={closeHref} icon={<DismissRegular aria-hidden="true" />} label="Close" />
      </nav>
      <header className={styles.intro}>
        <Title1 as="h1" className={styles.heading}>
          {topic.title}
        </Title1>
        <Caption1 className={styles.muted}>{`Step ${current} of ${count}: ${step.label}`}</Caption1>
      </header>
      <TabList
        className={own.tabs}
        selectedValue={current}
        onTabSelect={(_event, data) => go(Number(data.value))}
        aria-label={`${topic.title} steps`}
      >
        {topic.steps.map((item, index) => (
          <Tab key={item.slug} value={index + 1} id={tabId(index + 1)} aria-controls="learning-step-panel">
            {item.label}
          </Tab>
        ))}
      </TabList>
      <section id="learning-step-panel" role="tabpanel" aria-labelledby={tabId(current)} className={styles.panel}>
        <StepContent key={step.slug} slug={step.slug} headingRef={heading} />
        <div className={own.actions}>
          {current < count ? (
            <Button
              appearance="primary"
              icon={<ArrowRightRegular />}
              iconPosition="after"
              onClick={() => {
                focusHeading.current = true;
                go(current + 1);
              }}
            >
              Next
            </Button>
          ) : following === null ? (
            <AppLink to={closeHref}>Done: close the learning center</AppLink>
          ) : (
            <LearningLink to={topicHref(following.key)} state={state} label={`Next topic: ${following.title}`} />
          )}
        </div>
      </section>
    </div>
  );
}
