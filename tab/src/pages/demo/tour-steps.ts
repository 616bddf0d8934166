/**
 * What the tour says at each step and which part of the sample it points at. The words name the
 * highlighted part in plain terms, so the explanation reads the same with or without the outline.
 */
import { DEMO_VIEWER } from '../../../../shared/demo-sample.ts';
import type { TDemoTourStep } from '../../../../shared/demo-tour.ts';

export interface TTourStepText {
  title: string;
  text: string;
}

/** Each step's heading and explanation; the check-in step changes once the visitor submitted. */
export function tourStepText(step: TDemoTourStep, submitted: boolean): TTourStepText {
  switch (step) {
    case 'dashboard':
      return submitted
        ? {
            title: "Today's standup, with your answers",
            text: 'Your card, highlighted, now shows what you submitted, and the summary beside the cards counts it. Comment on a card or add a reaction to try them.',
          }
        : {
            title: "Today's standup at a glance",
            text: "This is the Product Team's Daily Standup today: five people from San Francisco to Bengaluru, each asked at 10:00 on their own clock. Lukas's card, highlighted, is marked blocked so the team can help; comment on it or add a reaction. The summary beside the cards counts answers, goals and blockers. You are Jordan, the one who has not checked in yet.",
          };
    case 'checkin':
      return submitted
        ? {
            title: 'Your check-in is in',
            text: "Submitted. Your answers are on the team's dashboard now, with your goal and blocker marks. You can still edit them until the summary goes out. Nothing left this page: the tour is a sandbox.",
          }
        : {
            title: 'Your check-in',
            text: 'This is the check-in Jordan gets by Slack, Microsoft Teams, Webex or email. Answer each question in the highlighted editor, tick "I completed my goal" or "I am blocked" if they apply, then choose Complete check-in. It is a sandbox: type anything, nothing is sent.',
          };
    case 'history':
      return {
        title: 'Three weeks of history',
        text: 'The highlighted chart shows participation, goals and blockers for every run of the last three weeks; the table below has each run with its numbers. Managers see who is falling behind without asking.',
      };
    case 'end':
      return {
        title: 'Your team next',
        text: 'That is Rollcall: questions on a schedule where your team already talks, a summary, a dashboard and the history. Start a free trial and connect Slack, Microsoft Teams, Webex or email in a few minutes.',
      };
  }
}

/** The part of the sample a step points at, found in the drawn sample (null when not shown). */
export function tourTarget(step: TDemoTourStep, submitted: boolean, stage: HTMLElement): HTMLElement | null {
  switch (step) {
    case 'dashboard': {
      const name = submitted ? DEMO_VIEWER.name : 'Lukas Schmidt';
      return (
        [...stage.querySelectorAll<HTMLElement>('article')].find((card) =>
          card.querySelector('h2')?.textContent?.includes(name),
        ) ?? null
      );
    }
    case 'checkin':
      return stage.querySelector<HTMLElement>('[id^="checkin-answer-"][id$="-question"]')?.closest('section') ?? null;
    case 'history':
      return stage.querySelector<HTMLElement>('[data-demo-target="chart"]');
    case 'end':
      return null;
  }
}
