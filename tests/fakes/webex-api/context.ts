/** What the route modules share: the world, the deliveries and the handle's bookkeeping. */
import type { TFakeResponse, TRecordedRequest } from '../fake-server.ts';
import type { FakeWebexDeliveries } from './deliveries.ts';
import type { TFakeWebexMessage } from './types.ts';
import type { FakeWebexWorld } from './world.ts';

export interface TWebexRouteContext {
  readonly world: FakeWebexWorld;
  readonly deliveries: FakeWebexDeliveries;
  /** `http://127.0.0.1:PORT/v1`: absolute Link urls point here. */
  readonly baseUrl: string;
  readonly echoBotMessages: boolean;
  /** The bot's POST /messages was accepted (counts, limits, duplicates). */
  messageAccepted(message: TFakeWebexMessage): void;
  /** The bot deleted a message (it no longer counts as a duplicate's twin). */
  messageDeleted(message: TFakeWebexMessage): void;
  /** A webhook was set active again. */
  webhookReactivated(webhookId: string): void;
}

/** A route below /v1 (`path` like '/messages/:id'); index.ts adds auth, failures and the call log. */
export interface TWebexRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  respond: (request: TRecordedRequest) => TFakeResponse;
}
