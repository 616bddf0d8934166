/**
 * A local stand-in for the Teams Bot Connector REST API (the serviceUrl the Agents SDK posts to):
 * teams with rosters and channels, 1:1 chats, channel threads, sends, replies and updates, and the
 * failures a real tenant gives (injected errors, 429 throttling with Retry-After, latency). Built
 * on tests/fakes/fake-server.ts, so a request no route expects fails the test.
 */
import { startFakeServer, type TFakeRoute } from '../fake-server.ts';
import { conversationRoutes, type TConnectorState } from './conversation-routes.ts';
import { FakeGate } from './gate.ts';
import { memberRoutes } from './member-routes.ts';
import { FakeRoster } from './roster.ts';
import type { TFakeTeamsConnector, TRecordedActivity } from './types.ts';

export type { TFakeFailure, TFakeTeam, TFakeTeamsConnector, TFakeTeamsMember, TRecordedActivity } from './types.ts';

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Starts the fake connector on a free loopback port; point the bot's serviceUrl at `url`. */
export async function startFakeTeamsConnector(): Promise<TFakeTeamsConnector> {
  const server = await startFakeServer('teams-connector');
  const gate = new FakeGate();
  const requests: TFakeTeamsConnector['requests'] = [];
  let counter = 0;
  const state: TConnectorState = {
    url: `${server.url}/`,
    roster: new FakeRoster(),
    activities: [],
    updates: [],
    conversations: [],
    nextActivityId: () => `1:${++counter}`,
  };

  // Every route answers through the gate: latency first, then an injected failure or the throttle.
  const gated = (route: TFakeRoute): TFakeRoute => ({
    ...route,
    respond: async (request) => {
      if (gate.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, gate.latencyMs));
      const at = Date.now();
      const path = decodePath(request.path);
      const answer = gate.refusal(request.method, path, at) ?? (await route.respond(request));
      requests.push({ method: request.method, path, status: answer.status ?? 200, at });
      return answer;
    },
  });
  for (const route of [...conversationRoutes(state), ...memberRoutes(state)]) server.on(gated(route));

  return {
    url: state.url,
    activities: state.activities,
    updates: state.updates,
    conversations: state.conversations,
    requests,
    addTeam: (team) => state.roster.addTeam(team),
    addMember: (teamId, member) => state.roster.addMember(teamId, member),
    failNext: (times, failure) => gate.failNext(times, failure),
    throttle: (limit) => gate.throttle(limit),
    setLatency: (ms) => {
      gate.latencyMs = ms;
    },
    activitiesTo: (conversationId): TRecordedActivity[] =>
      state.activities.filter(
        (one) => one.conversationId === conversationId || one.conversationId.startsWith(`${conversationId};messageid=`),
      ),
    close: () => server.close(),
  };
}
