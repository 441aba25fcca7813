import postgres from 'postgres';

export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;

/**
 * One pool per process. bigint columns (kobo) come back as JS numbers: every amount we store is far
 * below 2^53 kobo (≈ ₦90 trillion), and numbers keep the rest of the code simple.
 */
export function createSql(url: string, options: { max?: number } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    types: {
      bigint: {
        to: 20,
        from: [20],
        serialize: (x: number | bigint) => x.toString(),
        parse: (x: string) => {
          const n = Number(x);
          if (!Number.isSafeInteger(n)) throw new Error(`bigint out of safe range: ${x}`);
          return n;
        },
      },
    },
  });
}
