import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOGUE, isErrorCode } from '@faza/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

const MODULES = join(import.meta.dirname, 'modules');

function routeFiles(): string[] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('-routes.ts'))
    .map((f) => join(MODULES, f));
}

/** Routes the document hides, so there is nowhere to declare their codes. */
const HIDDEN: Record<string, string> = {
  'notifications/stream-routes.ts': 'the event stream is not a JSON route',
};

const codesIn = (text: string, pattern: RegExp) =>
  new Set([...text.matchAll(pattern)].map((m) => m[1]!));

describe('route error codes (docs/decisions/0052)', () => {
  it.each(
    routeFiles()
      .map((f) => [f.slice(MODULES.length + 1), f] as const)
      .filter(([name]) => !HIDDEN[name]),
  )('%s declares every code it refuses with', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const refused = codesIn(text, /\brefuse\('([A-Z0-9_]+)'/g);
    const declared = new Set(
      [...text.matchAll(/errorResponses\(([^)]*)\)/g)].flatMap((m) =>
        [...m[1]!.matchAll(/'([A-Z0-9_]+)'/g)].map((c) => c[1]!),
      ),
    );
    expect([...refused].filter((c) => !declared.has(c))).toEqual([]);
  });

  describe('in the OpenAPI document', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp();
    }, 60_000);
    afterAll(() => ctx.close());

    type Responses = Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
    type JsonSchema = { properties?: { code?: { enum?: string[] } } };

    async function documentedCodes() {
      const doc = (await ctx.app.inject('/api/docs/json')).json() as {
        paths: Record<string, Record<string, { responses: Responses }>>;
      };
      return Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).flatMap(([method, op]) =>
          Object.entries(op.responses).flatMap(([status, r]) =>
            (r.content?.['application/json']?.schema?.properties?.code?.enum ?? []).map((code) => ({
              route: `${method.toUpperCase()} ${path}`,
              status,
              code,
            })),
          ),
        ),
      );
    }

    it('lists a route’s codes under the status of each', async () => {
      const codes = await documentedCodes();
      expect(codes).toContainEqual({
        route: 'GET /api/orders/{id}',
        status: '404',
        code: 'ORDER_NOT_FOUND',
      });
      for (const { route, status, code } of codes) {
        expect(isErrorCode(code), `${route}: ${code}`).toBe(true);
        if (isErrorCode(code))
          expect(ERROR_CATALOGUE[code].status, `${route}: ${code}`).toBe(Number(status));
      }
    });
  });
});
