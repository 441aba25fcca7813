-- Every account has a wallet from the moment it exists: the database opens it with the user row,
-- as migration 005 opens a wallet's ledger account with the wallet. Sign-up then needs nothing
-- from the ledger module (docs/architecture.md §1: modules import each other only one way).
create function users_open_wallet() returns trigger language plpgsql as $$
begin
  insert into wallets (user_id) values (new.id) on conflict (user_id) do nothing;
  return new;
end $$;
create trigger users_wallet after insert on users
  for each row execute function users_open_wallet();

-- Accounts made before wallets existed get theirs now.
insert into wallets (user_id)
  select u.id from users u where not exists (select 1 from wallets w where w.user_id = u.id);
