import path from 'node:path';
import type { Config } from '../config';
import { StartupError } from '../db/startup-error';
import { createStandby, promoteStandby } from '../db/standby';

type Out = Pick<Console, 'log' | 'error'>;

const NOT_EMBEDDED =
  'DATABASE_URL is set: give that server its standby with its own tools (Patroni, pg_auto_failover or your provider’s high availability). docs/scaling.md §5 says how.';

/**
 * `standby create --into <dir>`: a synchronous streaming standby of the running embedded database
 * (docs/decisions/0061); prints `{ primary, standby, failover }`, the last a DATABASE_URL naming
 * both that follows the primary.
 */
export async function standbyCreateCommand(
  config: Config,
  args: string[],
  out: Out,
): Promise<number> {
  if (args.length !== 2 || args[0] !== '--into' || !args[1]) return -1;
  if (config.DATABASE_URL) {
    out.error(NOT_EMBEDDED);
    return 2;
  }
  const started = Date.now();
  return reported(out, async () => {
    const urls = await createStandby({
      dataDir: config.DATA_DIR,
      into: path.resolve(args[1]!),
      log: (line) => out.error(line),
    });
    out.error(`standby streaming and synchronous in ${seconds(started)} s`);
    out.log(JSON.stringify(urls, null, 2));
  });
}

/** `standby promote <dir>`: the standby in `dir` becomes the primary (the old one must be gone). */
export async function standbyPromoteCommand(args: string[], out: Out): Promise<number> {
  if (args.length !== 1 || !args[0]) return -1;
  const dir = path.resolve(args[0]);
  const started = Date.now();
  return reported(out, async () => {
    const url = await promoteStandby(dir, (line) => out.error(line));
    out.error(`promoted in ${seconds(started)} s`);
    out.log(JSON.stringify({ primary: url }, null, 2));
  });
}

async function reported(out: Out, run: () => Promise<void>): Promise<number> {
  try {
    await run();
    return 0;
  } catch (err) {
    if (err instanceof StartupError) {
      out.error(err.message);
      return 1;
    }
    throw err;
  }
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
