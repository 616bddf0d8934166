/**
 * A local stand-in for a platform's REST API: a real HTTP server on 127.0.0.1 that answers the
 * routes a test declares, records every request, and fails the test on any request it was not
 * told to expect. Platform fakes (Teams connector, Slack Web API, Webex, Stripe, Graph) build on it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TRecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Raw body text. */
  body: string;
  /** Body parsed as JSON when it is JSON, else undefined. */
  json: unknown;
  /** Path parameters captured by the route pattern. */
  params: Record<string, string>;
}

export interface TFakeResponse {
  status?: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings as they are; a Buffer as its bytes (application/octet-stream unless headers say). */
  body?: unknown;
}

export interface TFakeRoute {
  method: string;
  /** `/v3/conversations/:id/activities` style pattern; `:name` matches one URL-encoded segment. */
  path: string;
  respond: (request: TRecordedRequest) => TFakeResponse | Promise<TFakeResponse>;
}

export interface TFakeServer {
  readonly name: string;
  readonly url: string;
  readonly requests: TRecordedRequest[];
  readonly unexpected: TRecordedRequest[];
  /** Adds a route after start. */
  on(route: TFakeRoute): void;
  /** Requests that matched a route with this method and pattern. */
  calls(method: string, path: string): TRecordedRequest[];
  close(): Promise<void>;
}

const running = new Set<FakeServer>();

/** Fails (throws) when any running fake received a request no route expected; clears the record. */
export function assertFakesSawOnlyExpectedRequests(): void {
  const problems: string[] = [];
  for (const fake of running) {
    for (const request of fake.unexpected.splice(0))
      problems.push(`${fake.name}: unexpected ${request.method} ${request.path}`);
  }
  if (problems.length) throw new Error(`Fake platform APIs received unexpected requests:\n${problems.join('\n')}`);
}

function compile(pattern: string): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  const body = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { regexp: new RegExp(`^${body}/?$`), names };
}

class FakeServer implements TFakeServer {
  readonly requests: TRecordedRequest[] = [];
  readonly unexpected: TRecordedRequest[] = [];
  private readonly routes: Array<TFakeRoute & { compiled: ReturnType<typeof compile> }> = [];
  url = '';

  constructor(
    readonly name: string,
    private readonly server: Server,
  ) {}

  on(route: TFakeRoute): void {
    this.routes.push({ ...route, compiled: compile(route.path) });
  }

  calls(method: string, path: string): TRecordedRequest[] {
    const { regexp } = compile(path);
    return this.requests.filter((request) => request.method === method && regexp.test(request.path));
  }

  async handle(request: TRecordedRequest): Promise<TFakeResponse> {
    for (const route of this.routes) {
      if (route.method !== request.method) continue;
      const match = route.compiled.regexp.exec(request.path);
      if (!match) continue;
      route.compiled.names.forEach((name, index) => {
        request.params[name] = decodeURIComponent(match[index + 1] ?? '');
      });
      this.requests.push(request);
      return route.respond(request);
    }
    this.unexpected.push(request);
    return { status: 501, body: { error: `${this.name} fake: no route for ${request.method} ${request.path}` } };
  }

  close(): Promise<void> {
    running.delete(this);
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}

/** Starts a fake API on a free loopback port. */
export async function startFakeServer(name: string, routes: TFakeRoute[] = []): Promise<TFakeServer> {
  let fake: FakeServer | undefined;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    let json: unknown;
    if (body && (req.headers['content-type'] ?? '').includes('json')) {
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
    }
    const recorded: TRecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      json,
      params: {},
    };
    try {
      const answer = await fake!.handle(recorded);
      if (Buffer.isBuffer(answer.body)) {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/octet-stream', ...answer.headers });
        res.end(answer.body);
        return;
      }
      const isText = typeof answer.body === 'string';
      res.writeHead(answer.status ?? 200, {
        'content-type': isText ? 'text/plain' : 'application/json',
        ...answer.headers,
      });
      res.end(answer.body === undefined ? '' : isText ? (answer.body as string) : JSON.stringify(answer.body));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(error) }));
    }
  });
  fake = new FakeServer(name, server);
  for (const route of routes) fake.on(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  running.add(fake);
  return fake;
}
