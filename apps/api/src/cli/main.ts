import { ROLES, type Role } from '@faza/shared';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabaseForTool } from '../db/open-for-tool';
import { reconcile } from '../modules/reconciliation';
import { changeRole } from '../modules/roles';
import { checkStock } from '../modules/stock';
import { backupCommand, restoreCommand } from './backup-commands';
import { standbyCreateCommand, standbyPromoteCommand } from './standby-commands';

const USAGE = [
  `Usage: npm run cli -- users set-role <email or phone> <${ROLES.join('|')}>`,
  '       npm run cli -- ledger check',
  '       npm run cli -- stock check',
  '       npm run cli -- backup',
  '       npm run cli -- restore <backup folder> --into <new DATA_DIR> [--to <time>] [--wal <folder>]',
  '       npm run cli -- standby create --into <new folder>',
  '       npm run cli -- standby promote <standby folder>',
].join('\n');

type Out = Pick<Console, 'log' | 'error'>;

/**
 * Staff tasks from the command line, against the same database as `npm start` (running or not):
 * `users set-role` (how the first admin is made), `ledger check` (the reconciliation, printed
 * as one JSON object; exit 1 when it finds anything), `stock check` (the warehouse custody check,
 * likewise), `backup` / `restore` of the embedded database (cli/backup-commands.ts), and its
 * synchronous `standby` (cli/standby-commands.ts).
 */
export async function runCli(
  argv: string[],
  out: Out = console,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [group, command, ...rest] = argv;
  if (group === 'users' && command === 'set-role' && rest.length === 2)
    return setRole(rest[0]!, rest[1]!, out, env);
  if (group === 'ledger' && command === 'check' && rest.length === 0) return ledgerCheck(out, env);
  if (group === 'stock' && command === 'check' && rest.length === 0) return stockCheck(out, env);
  if (group === 'backup' && command === undefined)
    return withConfig(out, env, (c) => backupCommand(c, out));
  if (group === 'restore' && command !== undefined) {
    const code = await withConfig(out, env, (c) => restoreCommand(c, [command, ...rest], out));
    if (code !== -1) return code;
  }
  if (group === 'standby' && command === 'create') {
    const code = await withConfig(out, env, (c) => standbyCreateCommand(c, rest, out));
    if (code !== -1) return code;
  }
  if (group === 'standby' && command === 'promote') {
    const code = await standbyPromoteCommand(rest, out);
    if (code !== -1) return code;
  }
  out.error(USAGE);
  return 2;
}

async function setRole(
  who: string,
  role: string,
  out: Out,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  if (!(ROLES as readonly string[]).includes(role)) {
    out.error(`Unknown role "${role}".\n${USAGE}`);
    return 2;
  }
  return withDatabase(out, env, async (sql) => {
    const change = await changeRole(sql, { emailOrPhone: who }, role as Role, null);
    if (!change) {
      out.error(`No user with the email or phone "${who}".`);
      return 1;
    }
    const name = `${change.user.email} (${change.user.phone})`;
    out.log(
      change.from === change.to
        ? `${name} is already ${change.to}; nothing changed.`
        : `${name}: role changed from ${change.from} to ${change.to}.`,
    );
    return 0;
  });
}

function ledgerCheck(out: Out, env: NodeJS.ProcessEnv): Promise<number> {
  return withDatabase(out, env, async (sql) => {
    const report = await reconcile(sql);
    out.log(JSON.stringify(report, null, 2));
    return report.ok ? 0 : 1;
  });
}

/** The custody check (docs/decisions/0056-warehouse-stock.md): JSON, exit 1 when anything is off. */
function stockCheck(out: Out, env: NodeJS.ProcessEnv): Promise<number> {
  return withDatabase(out, env, async (sql) => {
    const report = await checkStock(sql);
    out.log(JSON.stringify(report, null, 2));
    return report.ok ? 0 : 1;
  });
}

/** Runs a command with the configuration (CLI commands log nothing of their own). */
async function withConfig(
  out: Out,
  env: NodeJS.ProcessEnv,
  run: (config: Config) => Promise<number>,
): Promise<number> {
  try {
    return await run(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  } catch (err) {
    if (err instanceof ConfigError) {
      out.error(err.message);
      return 1;
    }
    throw err;
  }
}

async function withDatabase(
  out: Out,
  env: NodeJS.ProcessEnv,
  run: (sql: Awaited<ReturnType<typeof openDatabaseForTool>>['sql']) => Promise<number>,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  } catch (err) {
    if (err instanceof ConfigError) {
      out.error(err.message);
      return 1;
    }
    throw err;
  }
  const db = await openDatabaseForTool(config, { info: () => {}, error: (m) => out.error(m) });
  try {
    return await run(db.sql);
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
