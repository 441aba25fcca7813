import { describe, expect, it } from 'vitest';
import { isClosedConnectionWrite, statementOf } from './driver-crash-guard';

describe("postgres.js's write on a closed connection", () => {
  it('is recognised by its message and where it was thrown, nothing else', () => {
    const driver = new TypeError("Cannot read properties of null (reading 'write')");
    driver.stack = `${driver.message}\n    at Immediate.nextWrite (file:///srv/faza/node_modules/postgres/src/connection.js:255:22)\n    at process.processImmediate (node:internal/timers:485:21)`;
    expect(isClosedConnectionWrite(driver)).toBe(true);

    const ours = new TypeError("Cannot read properties of null (reading 'write')");
    ours.stack = `${ours.message}\n    at send (/srv/faza/apps/api/src/lib/email/mailer.ts:10:5)`;
    expect(isClosedConnectionWrite(ours)).toBe(false);
    expect(isClosedConnectionWrite(new Error('Connection terminated'))).toBe(false);
    expect(isClosedConnectionWrite('nextWrite')).toBe(false);
  });
});

describe('the statement of an error that ends the process', () => {
  it('is read from the property postgres.js gives a failed statement, in one line', () => {
    const failed = new Error('write CONNECTION_CLOSED 127.0.0.1:5432');
    Object.defineProperty(failed, 'query', {
      value: '\n  show transaction_read_only;\n  select 1\n',
    });
    expect(statementOf(failed)).toBe('show transaction_read_only; select 1');
    expect(statementOf(new Error('no statement'))).toBeUndefined();
    expect(statementOf('a string')).toBeUndefined();
  });
});
