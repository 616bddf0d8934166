/**
 * Azure DevOps through the Microsoft identity platform (the Azure DevOps resource
 * 499b84ac-1321-427f-aa17-267ca6975798 with vso.work, and offline_access): who connected is
 * GET {vssps}/_apis/profile/profiles/me, the panel's organisations are GET
 * {vssps}/_apis/accounts?memberId={id}; a search runs a WIQL query (POST
 * {dev.azure.com}/{org}/_apis/wit/wiql) and reads the found work items (GET .../workitems?ids=).
 */
import { WORK_TOOL_LIMITS } from '../../../../shared/work-tools.ts';
import type { TEnv } from '../../../env.ts';
import { textOf, toolFetch } from '../tool-http.ts';
import { boundedChoices, type TToolProvider } from '../tool-provider.ts';
import { microsoftOAuth } from './microsoft-oauth.ts';

const SCOPE = '499b84ac-1321-427f-aa17-267ca6975798/vso.work offline_access';
const API_VERSION = '7.1';
/** An Azure DevOps organisation name (letters, digits and hyphens). */
const ORG_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,49}$/;

const vssps = (env: TEnv, path: string) => new URL(path, env.AZURE_DEVOPS_VSSPS_URL).toString();
const org = (env: TEnv, name: string, path: string) =>
  new URL(`/${encodeURIComponent(name)}${path}`, env.AZURE_DEVOPS_URL).toString();

/** A WIQL string literal: single quotes doubled. */
export function wiqlText(query: string): string {
  return `'${query.replace(/'/g, "''")}'`;
}

export const azureDevopsProvider: TToolProvider = {
  service: 'azure-devops',
  ...microsoftOAuth(SCOPE),
  async identify(env, tokens) {
    const me = await toolFetch<Record<string, unknown>>(
      vssps(env, `/_apis/profile/profiles/me?api-version=${API_VERSION}`),
      { token: tokens.accessToken },
    );
    return {
      externalId: textOf(me?.id, 100),
      externalName: textOf(me?.emailAddress, 254) ?? textOf(me?.displayName, 200),
      meta: {},
    };
  },
  async data(env, connection) {
    if (!connection.externalId) return { accounts: [] };
    const url = new URL(vssps(env, '/_apis/accounts'));
    url.searchParams.set('memberId', connection.externalId);
    url.searchParams.set('api-version', API_VERSION);
    const answer = await toolFetch<{ value?: unknown }>(url.toString(), { token: connection.accessToken });
    const accounts = Array.isArray(answer?.value) ? answer.value : [];
    return {
      accounts: boundedChoices(
        accounts.flatMap((account: Record<string, unknown>) => {
          const name = textOf(account?.accountName, 50);
          return name && ORG_NAME.test(name) ? [{ id: name, name, url: org(env, name, '/') }] : [];
        }),
      ),
    };
  },
  async search(env, connection, body) {
    const name = String(body.org ?? '');
    if (!ORG_NAME.test(name)) return [];
    const words = String(body.query ?? '').trim();
    const where = words ? `WHERE [System.Title] CONTAINS ${wiqlText(words)} ` : '';
    const found = await toolFetch<{ workItems?: unknown }>(
      org(env, name, `/_apis/wit/wiql?api-version=${API_VERSION}&$top=${WORK_TOOL_LIMITS.maxResults}`),
      {
        token: connection.accessToken,
        json: { query: `SELECT [System.Id] FROM WorkItems ${where}ORDER BY [System.ChangedDate] DESC` },
      },
    );
    const ids = (Array.isArray(found?.workItems) ? found.workItems : [])
      .map((item: Record<string, unknown>) => item?.id)
      .filter((id): id is number => Number.isInteger(id))
      .slice(0, WORK_TOOL_LIMITS.maxResults);
    if (ids.length === 0) return [];
    const items = await toolFetch<{ value?: unknown }>(
      org(
        env,
        name,
        `/_apis/wit/workitems?ids=${ids.join(',')}&fields=System.Title,System.State,System.TeamProject,System.WorkItemType&api-version=${API_VERSION}`,
      ),
      { token: connection.accessToken },
    );
    return (Array.isArray(items?.value) ? items.value : []).flatMap((item: Record<string, unknown>) => {
      const id = textOf(item?.id, 20);
      const fields = (item?.fields ?? {}) as Record<string, unknown>;
      const title = textOf(fields['System.Title'], 300);
      if (!id || !/^[0-9]+$/.test(id) || !title) return [];
      const detail = [fields['System.TeamProject'], fields['System.WorkItemType'], fields['System.State']]
        .map((value) => textOf(value, 100))
        .filter(Boolean)
        .join(' · ');
      return [
        { id, title: `${id} ${title}`, url: org(env, name, `/_workitems/edit/${id}`), detail: detail || undefined },
      ];
    });
  },
};
