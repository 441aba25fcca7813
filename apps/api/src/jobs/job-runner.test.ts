import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { workerLogger } from './job-runner';

describe('workerLogger', () => {
  it("writes graphile-worker's lines through a pino logger's own methods, by level", () => {
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const logger = workerLogger(pino({ level: 'debug' }, sink));
    logger.error('connection terminated');
    logger.warn('slow job');
    logger.info('worker started');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, 'jobs: connection terminated'],
      [40, 'jobs: slow job'],
      [20, 'jobs: worker started'],
    ]);
  });
});
