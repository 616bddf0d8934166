/**
 * The OpenAPI document of the public API (issue 23 §5 acceptance): served without a token at
 * /api/public/v1/openapi.json, valid OpenAPI 3.1 (@seriousme/openapi-schema-validator), and walked
 * both ways against the routes Fastify registered: every documented path and method exists, and
 * every registered /api/public/v1/ route is documented, with the bearer scheme on every route
 * that needs a token and the scopes its policy asks for.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRegisteredRoute } from '../../../bot/http/policy.ts';
import { PUBLIC_API } from '../../../shared/public-api.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

interface TOperation {
  security?: Array<Record<string, string[]>>;
  description?: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface TDocument {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, TOperation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

let server: TTestServer;
let document: TDocument;
let publicRoutes: TRegisteredRoute[];

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

beforeAll(async () => {
  server = await startTestServer();
  const response = await server.app.inject({ method: 'GET', url: PUBLIC_API.openApiPath });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  document = response.json() as TDocument;
  publicRoutes = server.routes!.filter((route) => route.url.startsWith(`${PUBLIC_API.basePath}/`));
});
afterAll(() => server.stop());

/** A Fastify route as the document writes it: relative to the server, {param} for :param. */
const documentPath = (url: string) => url.slice(PUBLIC_API.basePath.length).replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and valid', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]!.url).toBe(`${server.env.PUBLIC_URL}${PUBLIC_API.basePath}`);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents every registered public route, and only those', () => {
    const registered = new Set(publicRoutes.map((route) => `${route.method} ${documentPath(route.url)}`));
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((method) => METHODS.includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(registered.size).toBeGreaterThan(8);
    expect([...registered].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('asks for the bearer token and the policy’s scopes exactly where the route does, with its refusals', () => {
    for (const route of publicRoutes) {
      const operation = document.paths[documentPath(route.url)]![route.method.toLowerCase()]!;
      const label = `${route.method} ${route.url}`;
      expect(operation.responses['200'], label).toBeDefined();
      if (route.policy?.access === 'api-token') {
        expect(operation.security, label).toEqual([{ bearerAuth: [] }]);
        for (const scope of route.policy.scopes) expect(operation.description, label).toContain(`\`${scope}\``);
        for (const status of ['401', '403', '429']) {
          expect(operation.responses[status]?.content?.['application/json']?.schema, `${label} ${status}`).toEqual({
            $ref: '#/components/schemas/Error',
          });
        }
        expect(operation.responses['200']!.content?.['application/json']?.schema, label).toBeDefined();
      } else {
        expect(route.policy?.access, label).toBe('public');
        expect(operation.security, label).toEqual([]);
      }
    }
  });

  it('documents a path parameter for every :param of the route', () => {
    for (const route of publicRoutes) {
      const operation = document.paths[documentPath(route.url)]![route.method.toLowerCase()] as TOperation & {
        parameters?: Array<{ in: string; name: string; required?: boolean }>;
      };
      const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const documented = (operation.parameters ?? []).filter((param) => param.in === 'path');
      expect(documented.map((param) => param.name).sort(), route.url).toEqual(params.sort());
      for (const param of documented) expect(param.required, `${route.url} ${param.name}`).toBe(true);
    }
  });
});
