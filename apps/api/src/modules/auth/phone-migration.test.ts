import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../../db/migrate';
import { createSql } from '../../db/sql';
import { withDatabase } from '../../../test/global-setup';

const PHONE_MIGRATION = '015_phone_verification.sql';

describe('migration 015 (phone verification) on a database with accounts', () => {
  const name = `faza_test_${randomBytes(6).toString('hex')}`;
  const admin = createSql(inject('adminDatabaseUrl'), { max: 1 });
  const before = mkdtempSync(path.join(os.tmpdir(), 'faza-migrations-'));
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(before, { recursive: true, force: true });
  });

  it('leaves every existing account unverified: nobody ever proved they hold their number', async () => {
    for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f < PHONE_MIGRATION))
      cpSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
    await admin.unsafe(`create database ${name}`);
    const sql = createSql(withDatabase(inject('adminDatabaseUrl'), name), { max: 1 });
    try {
      await migrate(sql, before);
      await sql`insert into users (email, phone, faza, password_hash, display_name,
                                   email_verified_at, created_at)
                values ('old.customer@example.com', '+2348031234567', '008031234567', 'x',
                        'old.customer', now() - interval '1 year', now() - interval '1 year')`;
      expect(await migrate(sql)).toContain(PHONE_MIGRATION);
      const rows = await sql`select phone_verified_at from users`;
      expect(rows).toEqual([{ phone_verified_at: null }]);
    } finally {
      await sql.end();
    }
  });
});
