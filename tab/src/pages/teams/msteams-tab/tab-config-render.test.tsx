/** The Teams tab configuration page drawn on the server, with the Teams host module replaced. */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_ROUTES, type TPageRoute } from '../../../../../shared/routes.ts';
import TabConfigPage from './TabConfigPage.tsx';
import { OUTSIDE_TEAMS_MESSAGE, TabHostNote } from './TabHostNote.tsx';
import { tabConfigFor } from './tab-config.ts';

const host = vi.hoisted(() => ({ isInTeams: vi.fn(), saveTabConfig: vi.fn() }));
vi.mock('../../../host/teams-host.ts', () => host);

const ROUTE = PAGE_ROUTES.find((route) => route.path === '/msteams/tab/config') as TPageRoute;
const CONFIG = tabConfigFor('reports', 'https://rollcall.example');

const render = (node: ReactNode) =>
  renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>{node}</FluentProvider>
    </SSRProvider>,
  );

describe('the Teams tab configuration page', () => {
  it('offers Dashboard and Reports as radio buttons while it asks Teams where it runs', () => {
    const html = render(<TabConfigPage route={ROUTE} />);
    expect(html).toMatch(/<h1[^>]*>Rollcall tab<\/h1>/);
    expect(html).toContain('role="radiogroup"');
    expect(html).toMatch(/type="radio"[^>]*value="dashboard"/);
    expect(html).toMatch(/type="radio"[^>]*value="reports"/);
    expect(html).toContain('Connecting to Microsoft Teams...');
    // Nothing is armed while drawing: effects have not run.
    expect(host.saveTabConfig).not.toHaveBeenCalled();
  });

  it('outside Teams, says where the page belongs and what would be saved', () => {
    const html = render(<TabHostNote host="browser" config={CONFIG} saveError={null} />);
    expect(html).toContain(OUTSIDE_TEAMS_MESSAGE);
    expect(html).toContain('https://rollcall.example/reports/?host=msteams');
    expect(html).toContain('Rollcall Reports');
  });

  it('inside Teams, asks for a choice, then for Save, and shows a refusal', () => {
    expect(render(<TabHostNote host="teams" config={null} saveError={null} />)).toContain(
      'Choose what the tab shows, then press Save.',
    );
    expect(render(<TabHostNote host="teams" config={CONFIG} saveError={null} />)).toContain('Press Save to add');
    expect(render(<TabHostNote host="teams" config={CONFIG} saveError="Not allowed." />)).toContain('Not allowed.');
  });
});
