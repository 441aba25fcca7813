import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOGUE, isErrorCode, type ErrorCode } from '@faza/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeRefusals } from '../test/route-refusals';
import { createTestApp, type TestContext } from '../test/test-app';
import { FRAMEWORK_CODES } from './lib/route-schema';

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

describe('route error codes (docs/decisions/0052)', () => {
  // Each route's refusals, its own and those of every action, service and guard it calls, however
  // deep (test/route-refusals.ts); what any route may answer (FRAMEWORK_CODES) need not be named.
  it.each(
    routeFiles()
      .map((f) => [f.slice(MODULES.length + 1), f] as const)
      .filter(([name]) => !HIDDEN[name]),
  )('%s names every code its routes can refuse with', (_name, file) => {
    const undeclared = routeRefusals(file).flatMap(({ route, declared, refused }) =>
      [...refused]
        .filter(([code]) => !declared.has(code) && !FRAMEWORK_CODES.has(code as ErrorCode))
        .map(([code, where]) => `${route}: ${code} (${where})`),
    );
    expect(undeclared).toEqual([]);
  });

  it('follows a route into the actions and services it calls', () => {
    const [pay] = routeRefusals(join(MODULES, 'circles/circle-money-routes.ts'));
    expect(pay?.route).toBe('POST /circles/:id/payments');
    // Refused in circle-money.ts and circle-service.ts, reached through circle-money-actions.ts.
    expect(pay?.refused.get('CIRCLE_FULLY_PAID')).toBe('modules/circles/circle-money.ts');
    expect(pay?.refused.get('ALREADY_LEFT')).toBe('modules/circles/circle-service.ts');
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
