import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findRepoRoot, loadConfig } from './config';

type Service = { environment: Record<string, string | number> };

/**
 * compose.yaml's environment as compose hands it to a container: `${NAME:-default}` and
 * `${NAME:?message}` filled from `vars` (unset: the default, or empty), and an empty value means
 * unset to loadConfig, as it does to the app.
 */
function composeEnvironment(service: string, vars: Record<string, string>) {
  const file = readFileSync(path.join(findRepoRoot(), 'compose.yaml'), 'utf8');
  const services = (parse(file, { merge: true }) as { services: Record<string, Service> }).services;
  const fill = (value: string | number) =>
    String(value).replace(
      /\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g,
      (_, name: string, fallback?: string) => vars[name] ?? fallback ?? '',
    );
  return Object.fromEntries(
    Object.entries(services[service]!.environment).map(([name, value]) => [name, fill(value)]),
  );
}

// Docker is not on the CI machine, so compose.yaml never runs there; this is what can be checked
// of it: every variable it passes is one the app accepts (README, "Production").
describe('compose.yaml', () => {
  const test = { POSTGRES_PASSWORD: 'secret', SANDBOX_PAYMENTS: 'allow' };

  it('starts the app replicas and the worker with a configuration the app accepts', () => {
    const app = loadConfig(composeEnvironment('app', test));
    expect(app.JOB_RUNNER).toBe('off');
    expect(app.TRUST_PROXY).toEqual(['uniquelocal']);
    expect(app.DATABASE_URL).toBe('postgres://faza:secret@postgres:5432/faza');
    expect(loadConfig(composeEnvironment('worker', test)).JOB_RUNNER).toBe('in-process');
  });

  it('refuses the sandbox payments on its public address unless told', () => {
    const env = composeEnvironment('app', { POSTGRES_PASSWORD: 'secret' });
    expect(() => loadConfig(env)).toThrow(/SANDBOX_PAYMENTS=allow/);
    const paystack = { POSTGRES_PASSWORD: 'secret', PAYMENT_PROVIDER: 'paystack' };
    expect(() =>
      loadConfig(
        composeEnvironment('app', { ...paystack, PAYSTACK_SECRET_KEY: 'sk_test_12345678' }),
      ),
    ).not.toThrow();
  });
});
