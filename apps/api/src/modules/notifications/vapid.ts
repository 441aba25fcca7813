import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Sql } from '../../db/sql';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEY_NAME = 'vapid';

/** The public key (uncompressed P-256 point, base64url) of a raw private key. */
const publicKeyOf = (privateKey: Buffer): string => {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return ecdh.getPublicKey().toString('base64url');
};

/**
 * Who push services contact about our messages: the public https origin, else the sender address of
 * our emails (the VAPID subject must be an https URL or a mailto).
 */
function vapidSubject(config: Pick<Config, 'PUBLIC_URL' | 'MAIL_FROM'>): string {
  if (config.PUBLIC_URL?.startsWith('https:')) return new URL(config.PUBLIC_URL).origin;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address.includes('@') ? address : 'hello@faza.ng'}`;
}

/**
 * The VAPID keys that sign every push: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else a pair
 * made by the first instance that needs one and kept in server_keys (as the device-cookie key is),
 * so `npm start` works with no set-up and every instance signs with the same key. Browsers bind
 * their subscriptions to the public key: replacing it means every device subscribes again.
 */
export function vapidKeys(
  sql: Sql,
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'PUBLIC_URL' | 'MAIL_FROM'>,
): () => Promise<VapidKeys> {
  const subject = vapidSubject(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    const keys = {
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject,
    };
    return () => Promise.resolve(keys);
  }
  let loading: Promise<VapidKeys> | null = null;
  return () => {
    loading ??= loadOrMake(sql).then(
      (privateKey) => ({
        publicKey: publicKeyOf(privateKey),
        privateKey: privateKey.toString('base64url'),
        subject,
      }),
      (err: unknown) => {
        loading = null; // ask the database again next time
        throw err;
      },
    );
    return loading;
  };
}

/** Concurrent first asks agree on one row: the first insert wins, everyone reads it. */
async function loadOrMake(sql: Sql): Promise<Buffer> {
  const made = Buffer.from(webpush.generateVAPIDKeys().privateKey, 'base64url');
  await sql`insert into server_keys (name, key) values (${KEY_NAME}, ${made})
            on conflict (name) do nothing`;
  const [row] = await sql<{ key: Buffer }[]>`select key from server_keys where name = ${KEY_NAME}`;
  return row!.key;
}
