import { ROLES, type Role } from '@faza/shared';
import { ConfigError, loadConfig } from '../config';
import { openDatabaseForTool } from '../db/open-for-tool';
import { changeRole } from '../modules/roles/change-role';

const USAGE = `Usage: npm run cli -- users set-role <email or phone> <${ROLES.join('|')}>`;

/**
 * Staff tasks from the command line, against the same database as `npm start` (running or not).
 * Today: `users set-role`, which makes the first admin (DESIGN.md §3, First admin).
 */
export async function runCli(argv: string[], out = console): Promise<number> {
  const [group, command, who, role] = argv;
  if (group !== 'users' || command !== 'set-role' || !who || !role) {
    out.error(USAGE);
    return 2;
  }
  if (!(ROLES as readonly string[]).includes(role)) {
    out.error(`Unknown role "${role}". ${USAGE}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  } catch (err) {
    if (err instanceof ConfigError) {
      out.error(err.message);
      return 1;
    }
    throw err;
  }
  const db = await openDatabaseForTool(config, { info: () => {}, error: (m) => out.error(m) });
  try {
    const change = await changeRole(db.sql, { emailOrPhone: who }, role as Role, null);
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
