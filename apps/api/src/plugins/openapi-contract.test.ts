import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/auth-helpers';
import { createAuthTestApp } from '../../test/auth-helpers';
import type { TestContext } from '../../test/test-app';

/*
 * The OpenAPI document tells the whole contract. This file walks the document
 * as a contract tool would: every operation, called signed out, signed in as a customer and as an
 * admin, with no body, a wrong body and its documented example, must answer only statuses
 * the document lists, each failure with the envelope's error schema; and every example must pass
 * validation. (Every other API test file checks the same for the calls it makes:
 * test/contract-check.ts.)
 */

type Operation = {
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
};
type JsonSchema = { properties?: Record<string, unknown>; example?: unknown; type?: string };
type Doc = { paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
let doc: Doc;
const cookies: Record<string, string | undefined> = { signedOut: undefined };
beforeAll(async () => {
  ctx = await createAuthTestApp();
  doc = (await ctx.app.inject('/api/docs/json')).json();
  cookies.customer = (await signInAs(ctx, 'user')).cookie;
  cookies.admin = (await signInAs(ctx, 'admin')).cookie;
});
afterAll(() => ctx.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
const bodySchema = (op: Operation) => op.requestBody?.content['application/json']?.schema;
// A path parameter gets a value its schema accepts: the first of an enum, else a FAZA or an id.
const concrete = (path: string, op: Operation) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const allowed = op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.enum;
    if (allowed?.length) return allowed[0]!;
    return name === 'faza' ? '123456789012' : randomUUID();
  });

describe('the OpenAPI document', () => {
  it('documents 500 and the error envelope for every failure of every operation', () => {
    expect(operations().length).toBeGreaterThan(10);
    for (const { path, method, op } of operations()) {
      expect([method, path, op.responses['500'] !== undefined]).toEqual([method, path, true]);
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const schema = response.content?.['application/json']?.schema;
        expect([method, path, status, Object.keys(schema?.properties ?? {}).sort()]).toEqual([
          method,
          path,
          status,
          ['code', 'error', 'fields', 'nextSlots', 'retryAfterSeconds', 'status'],
        ]);
      }
    }
  });

  it('gives every request body an example', () => {
    const missing = operations()
      .filter(({ op }) => bodySchema(op) && bodySchema(op)!.example === undefined)
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('answers only documented statuses, and examples pass validation', async () => {
    const undocumented: string[] = [];
    const invalidExamples: string[] = [];
    for (const { path, method, op } of operations()) {
      const bodies: { label: string; payload?: unknown }[] = [{ label: 'no body' }];
      if (bodySchema(op)) {
        bodies.push({ label: 'wrong body', payload: { unexpected: true } });
        bodies.push({ label: 'example', payload: bodySchema(op)!.example });
      }
      for (const [who, cookie] of Object.entries(cookies)) {
        for (const { label, payload } of bodies) {
          const res = await ctx.app.inject({
            method: method as 'GET',
            url: concrete(path, op),
            cookies: cookie ? { faza_session: cookie } : {},
            headers: { 'idempotency-key': randomUUID() },
            ...(payload !== undefined ? { payload: payload as object } : {}),
          });
          const call = `${method} ${path} (${who}, ${label}) → ${res.statusCode}`;
          if (!(String(res.statusCode) in op.responses)) undocumented.push(call);
          if (label.startsWith('example') && res.json().code === 'VALIDATION_FAILED')
            invalidExamples.push(`${call}: ${res.body}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
    expect(invalidExamples).toEqual([]);
  }, 120_000);
});
