import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    // A throwaway route to prove how bodies and internal failures are answered.
    app.post(
      '/api/test-echo',
      { schema: { body: z.object({ name: z.string().min(2) }) } },
      (req) => ({
        status: 'success',
        data: req.body,
      }),
    );
    app.get('/api/test-boom', async () => {
      throw new Error('secret internal detail: password=hunter2');
    });
  });
});
afterAll(() => ctx.close());

describe('API conventions', () => {
  it('reports health with a database check', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { ok: true, database: 'up' } });
  });

  it('answers unknown API paths with 404 in the envelope', async () => {
    const res = await ctx.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'failed', code: 'NOT_FOUND' });
    const post = await ctx.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().status).toBe('failed');
  });

  it('answers malformed and over-long addresses in the envelope', async () => {
    const long = await ctx.app.inject(`/api/auth/is-faza-valid/${'1'.repeat(500)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      status: 'failed',
      error: 'The address is too long.',
      code: 'URI_TOO_LONG',
    });
    const bad = await ctx.app.inject('/api/auth/is-faza-valid/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe('failed');
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'failed',
      error: 'The request body is not valid JSON.',
      code: 'CTP_INVALID_JSON_BODY',
    });
  });

  it('answers schema violations with 400 and per-field messages', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: 'A' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('failed');
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toEqual(['name']);
  });

  it('masks internal errors: 500 without the message or a stack', async () => {
    const res = await ctx.app.inject('/api/test-boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'failed',
      error: 'An unexpected error occurred.',
      code: 'INTERNAL',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('sends API answers the security headers of an API: a policy that loads nothing', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Everything else (pages, assets, unknown paths) keeps the same-origin page policy.
    const page = String((await ctx.app.inject('/no-such-page')).headers['content-security-policy']);
    expect(page).toContain("default-src 'self'");
    expect(page).toContain("script-src 'self'");
    expect(page).toContain("frame-ancestors 'none'");
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/shop', '/api/bundles', '/api/health']),
    );
    expect(doc.paths['/api/shop'].get.responses['200']).toBeDefined();
  });
});
