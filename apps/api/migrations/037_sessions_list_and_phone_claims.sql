-- Sessions a person can see and end, and a phone number proved by its owner taken back from an
-- account that never proved it (docs/decisions/0049-phone-number-takeover.md).

-- Each session gets an id the account may see and name in DELETE /api/auth/sessions/{id}; the
-- token's hash stays the key and is never shown. ip and user_agent were already stored.
alter table sessions add column id uuid not null default gen_random_uuid();
create unique index sessions_id_key on sessions (id);

-- A phone is held by at most one account (users_phone_key, unchanged). An account that lost its
-- number to the owner who proved it holds none: phone is null; it keeps its email, FAZA number
-- and everything else.
alter table users alter column phone drop not null;

-- A number claimed at sign-up while an account that never proved it holds it: the claimant has
-- phone null and phone_claim set until a texted code proves the number, when, in one transaction,
-- the holder's phone is cleared and the claimant's phone becomes the number.
alter table users add column phone_claim text check (phone_claim ~ '^\+234[789][01][0-9]{8}$');
alter table users add constraint users_phone_or_claim check (phone is null or phone_claim is null);
create index users_phone_claim_idx on users (phone_claim) where phone_claim is not null;
