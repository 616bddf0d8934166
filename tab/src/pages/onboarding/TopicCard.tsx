import { Body1, Caption1, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { TLearningState } from './learning-return.ts';
import { type TLearningTopic, topicHref } from './learning-topics.ts';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    ':hover': { boxShadow: tokens.shadow16 },
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  title: { margin: 0 },
  // The heading's link covers the whole card, so the card is clickable and one tab stop.
  link: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':focus-visible': { outline: 'none' },
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.borderRadiusXLarge },
  },
  summary: { flexGrow: 1, color: tokens.colorNeutralForeground2 },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    color: tokens.colorBrandForeground1,
  },
});

/** One topic of the welcome screen: its name, what it covers and how many steps, leading to its first step. */
export function TopicCard({ topic, state }: { topic: TLearningTopic; state: TLearningState | undefined }) {
  const styles = useStyles();
  const to = topicHref(topic.key);
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  const count = topic.steps.length;
  return (
    <li className={styles.card}>
      <Title3 as="h2" className={styles.title}>
        <a className={styles.link} href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event)}>
          {topic.title}
        </a>
      </Title3>
      <Body1 className={styles.summary}>{topic.summary}</Body1>
      <div className={styles.footer}>
        <Caption1>{`${count} ${count === 1 ? 'step' : 'steps'}: ${topic.steps.map((step) => step.label).join(', ')}`}</Caption1>
        <ArrowRightRegular aria-hidden="true" />
      </div>
    </li>
  );
}
