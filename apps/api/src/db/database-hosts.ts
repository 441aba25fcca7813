/*
 * DATABASE_URL may name several servers, as libpq allows (`postgres://u:p@a:5432,b:5432/db`): the
 * app connects to the one that accepts writes (docs/decisions/0061-a-synchronous-standby.md).
 * postgres.js reads such a URL itself; graphile-worker's `pg` does not, so it gets one URL per host.
 */

export type DatabaseHost = { host: string; port: number };

/** The hosts a URL names, in order (one for an ordinary URL). */
export function databaseHosts(url: string): DatabaseHost[] {
  const afterScheme = url.slice(url.indexOf('://') + 3);
  const authority = afterScheme.split(/[/?]/)[0] ?? '';
  const hostList = authority.slice(authority.lastIndexOf('@') + 1);
  return hostList.split(',').map((entry) => {
    const colon = entry.lastIndexOf(':');
    const bracketed = entry.endsWith(']') || colon === -1;
    return bracketed
      ? { host: entry, port: 5432 }
      : { host: entry.slice(0, colon), port: Number(entry.slice(colon + 1)) || 5432 };
  });
}

/** The URL for one of its hosts: the same user, password, database and parameters. */
export function urlForHost(url: string, host: DatabaseHost): string {
  const schemeEnd = url.indexOf('://') + 3;
  const rest = url.slice(schemeEnd);
  const authorityEnd = rest.search(/[/?]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  const tail = authorityEnd === -1 ? '' : rest.slice(authorityEnd);
  const at = authority.lastIndexOf('@');
  const userInfo = at === -1 ? '' : authority.slice(0, at + 1);
  const single = `${url.slice(0, schemeEnd)}${userInfo}${host.host}:${host.port}${tail}`;
  // `pg` does not know target_session_attrs; the caller picks the host.
  const parsed = new URL(single);
  parsed.searchParams.delete('target_session_attrs');
  return parsed.toString();
}

/**
 * One URL naming every server of `urls` (same user, password and database), asking for the one
 * that accepts writes: what `standby create` prints for DATABASE_URL.
 */
export function failoverUrl(urls: string[]): string {
  const first = new URL(urls[0]!);
  const hosts = urls.map((u) => new URL(u).host).join(',');
  const userInfo = first.username ? `${first.username}:${first.password}@` : '';
  return `${first.protocol}//${userInfo}${hosts}${first.pathname}?target_session_attrs=read-write`;
}

/** Whether the URL names more than one server. */
export const namesSeveralHosts = (url: string): boolean => databaseHosts(url).length > 1;
