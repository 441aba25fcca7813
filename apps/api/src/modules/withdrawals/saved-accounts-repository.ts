import type { ResolvedAccount, SavedBankAccount } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

type Row = {
  id: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
};

const toSaved = (r: Row): SavedBankAccount => ({
  id: r.id,
  bankCode: r.bank_code,
  bankName: r.bank_name,
  accountNumber: r.account_number,
  accountName: r.account_name,
});

/** Keeps a resolved account for next time; saving it again refreshes its name and use. */
export async function saveResolvedAccount(
  db: Queryable,
  userId: string,
  a: ResolvedAccount,
): Promise<SavedBankAccount> {
  const [row] = await db<Row[]>`
    insert into saved_bank_accounts (user_id, bank_code, bank_name, account_number, account_name)
    values (${userId}, ${a.bankCode}, ${a.bankName}, ${a.accountNumber}, ${a.accountName})
    on conflict (user_id, bank_code, account_number) do update
      set bank_name = excluded.bank_name, account_name = excluded.account_name,
          last_used_at = clock_timestamp()
    returning id, bank_code, bank_name, account_number, account_name`;
  return toSaved(row!);
}

/** The customer's saved accounts, the last used first. */
export async function listSavedAccounts(
  db: Queryable,
  userId: string,
): Promise<SavedBankAccount[]> {
  const rows = await db<Row[]>`
    select id, bank_code, bank_name, account_number, account_name from saved_bank_accounts
    where user_id = ${userId} order by last_used_at desc, id limit 20`;
  return rows.map(toSaved);
}

/** Forgets one of the customer's own saved accounts; false when there was none. */
export async function deleteSavedAccount(
  db: Queryable,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db`delete from saved_bank_accounts where id = ${id} and user_id = ${userId}`;
  return rows.count > 0;
}
