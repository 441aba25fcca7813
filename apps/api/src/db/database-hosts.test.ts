import { describe, expect, it } from 'vitest';
import { databaseHosts, failoverUrl, namesSeveralHosts, urlForHost } from './database-hosts';

describe('a DATABASE_URL naming several servers', () => {
  const url =
    'postgres://app:p%40ss@db-a:5433,db-b/faza?sslmode=require&target_session_attrs=read-write';

  it('names each host in order, port 5432 when none is given', () => {
    expect(databaseHosts(url)).toEqual([
      { host: 'db-a', port: 5433 },
      { host: 'db-b', port: 5432 },
    ]);
    expect(databaseHosts('postgres://u:p@127.0.0.1:6000/postgres')).toEqual([
      { host: '127.0.0.1', port: 6000 },
    ]);
    expect(namesSeveralHosts(url)).toBe(true);
    expect(namesSeveralHosts('postgres://u:p@127.0.0.1:6000/postgres')).toBe(false);
  });

  it('gives `pg` one URL per host with the same user, database and parameters', () => {
    expect(urlForHost(url, { host: 'db-b', port: 5432 })).toBe(
      'postgres://app:p%40ss@db-b:5432/faza?sslmode=require',
    );
  });

  it('joins the primary and standby URLs into one that asks for the writable server', () => {
    expect(
      failoverUrl([
        'postgres://postgres:s3cret@127.0.0.1:5001/postgres',
        'postgres://postgres:s3cret@127.0.0.1:5002/postgres',
      ]),
    ).toBe(
      'postgres://postgres:s3cret@127.0.0.1:5001,127.0.0.1:5002/postgres?target_session_attrs=read-write',
    );
  });
});
