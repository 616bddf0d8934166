/**
 * The wizard's CONFIGURE stage (spec part 3 §2.3): the five sections as an accordion with one open
 * section, each ending with Continue (Next in edit mode) or, for the last one, Publish / Update.
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Button,
  Caption1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import type { ComponentType, ReactNode } from 'react';
import { type TWizardSection, WIZARD_SECTION_LABELS, WIZARD_SECTIONS } from '../../../../../shared/reports.ts';
import { MembersSection } from './MembersSection.tsx';
import { QuestionsSection } from './QuestionsSection.tsx';
import { ScheduleSection } from './ScheduleSection.tsx';
import { ShareSection } from './ShareSection.tsx';
import type { TSectionProps } from './section-props.ts';
import { VisibilitySection } from './VisibilitySection.tsx';
import { isWizardSection, nextSection, sectionHeaderId } from './wizard-sections.ts';

const useStyles = makeStyles({
  accordion: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  headerText: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  step: { color: tokens.colorNeutralForeground3 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalL}`,
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

const SECTION_COMPONENTS: Readonly<Record<TWizardSection, ComponentType<TSectionProps>>> = {
  QUESTIONS: QuestionsSection,
  MEMBERS: MembersSection,
  SCHEDULE: ScheduleSection,
  SHARE: ShareSection,
  VISIBILITY: VisibilitySection,
};

export interface TWizardAccordionProps {
  open: TWizardSection;
  onOpen(section: TWizardSection): void;
  /** Continue / Next: opens the next section and moves focus to it. */
  onContinue(next: TWizardSection): void;
  sectionProps: TSectionProps;
  /** Sections whose values are invalid now: their Continue waits until they are fixed. */
  invalidSections: readonly TWizardSection[];
  /** Errors shown per section, counted in its header so a problem in a closed section is not missed. */
  shownErrorCounts: Readonly<Partial<Record<TWizardSection, number>>>;
  /** Publish or Update, drawn at the end of the last section. */
  finalButton: ReactNode;
}

function SectionFooter({
  section,
  mode,
  invalid,
  onContinue,
  finalButton,
}: {
  section: TWizardSection;
  mode: 'CREATE' | 'UPDATE';
  invalid: boolean;
  onContinue(next: TWizardSection): void;
  finalButton: ReactNode;
}) {
  const styles = useStyles();
  const next = nextSection(section);
  if (next === null) return <div className={styles.footer}>{finalButton}</div>;
  return (
    <div className={styles.footer}>
      {invalid ? <Caption1 className={styles.hint}>Complete this section to continue.</Caption1> : null}
      <Button
        appearance="primary"
        icon={<ArrowRightRegular />}
        iconPosition="after"
        disabledFocusable={invalid}
        onClick={() => onContinue(next)}
      >
        {mode === 'CREATE' ? 'Continue' : 'Next'}
      </Button>
    </div>
  );
}

/** The sections, one open at a time; which one is open is the page's (it remembers it per report). */
export function WizardAccordion(props: TWizardAccordionProps) {
  const styles = useStyles();
  const { open, sectionProps, invalidSections, shownErrorCounts } = props;
  return (
    <Accordion
      className={styles.accordion}
      openItems={[open]}
      onToggle={(_event, data) => {
        if (isWizardSection(data.value)) props.onOpen(data.value);
      }}
    >
      {WIZARD_SECTIONS.map((section, index) => {
        const Section = SECTION_COMPONENTS[section];
        const errorCount = shownErrorCounts[section] ?? 0;
        return (
          <AccordionItem key={section} value={section} className={styles.item}>
            <AccordionHeader as="h2" size="large" button={{ id: sectionHeaderId(section) }}>
              <span className={styles.headerText}>
                <span className={styles.step}>{index + 1}.</span>
                {WIZARD_SECTION_LABELS[section]}
                {errorCount > 0 ? (
                  <Badge appearance="tint" color="danger">
                    {errorCount === 1 ? '1 problem' : `${errorCount} problems`}
                  </Badge>
                ) : null}
              </span>
            </AccordionHeader>
            <AccordionPanel className={styles.panel}>
              <Section {...sectionProps} />
              <SectionFooter
                section={section}
                mode={sectionProps.mode}
                invalid={invalidSections.includes(section)}
                onContinue={props.onContinue}
                finalButton={props.finalButton}
              />
            </AccordionPanel>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
