/**
 * Images in answers load only on the viewer's click (issue 15, point 10): the check-in preview and
 * the dashboard draw a 'Show image from <host>' button, never an <img>, until it is pressed.
 */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AnswerPreview } from '../pages/checkin/answer-preview.tsx';
import { AnswerHtml } from '../pages/dashboard/AnswerHtml.tsx';
import { imageUrlOfClick } from './answer-images.ts';

const ANSWER = 'Deployed, see ![the graph](https://tracker.example/pixel.png?member=7) #release';

function render(node: ReactNode): string {
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter>{node}</MemoryRouter>
      </FluentProvider>
    </SSRProvider>,
  );
}

describe('images in rendered answers', () => {
  it('are a button naming the host in the check-in preview, and nothing is fetched', () => {
    const html = render(<AnswerPreview markdown={ANSWER} emptyText="Nothing yet" />);
    expect(html).toContain('data-image-url="https://tracker.example/pixel.png?member=7"');
    expect(html).toContain('Show image from tracker.example</button>');
    expect(html).not.toMatch(/<img|src="https:\/\/tracker/);
  });

  it('are a button on the dashboard too, next to linked hashtags', () => {
    const html = render(<AnswerHtml markdown={ANSWER} teamSlug="core" />);
    expect(html).toContain('<button type="button" data-image-url="https://tracker.example/pixel.png?member=7"');
    expect(html).toContain('data-hashtag="release"');
    expect(html).not.toMatch(/<img|src="https:\/\/tracker/);
  });

  it('a click on the button (or inside it) names the image to show; other clicks do not', () => {
    const button = { getAttribute: (name: string) => (name === 'data-image-url' ? 'https://a.example/x.png' : null) };
    const inside = { closest: (selector: string) => (selector === 'button[data-image-url]' ? button : null) };
    expect(imageUrlOfClick(inside as unknown as EventTarget)).toBe('https://a.example/x.png');
    expect(imageUrlOfClick({ closest: () => null } as unknown as EventTarget)).toBeNull();
    expect(imageUrlOfClick(null)).toBeNull();
    expect(imageUrlOfClick({} as EventTarget)).toBeNull();
  });
});
