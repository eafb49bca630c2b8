import { eq } from 'drizzle-orm';
import type { Db } from '../db/types';
import { serverSecrets } from '../db/schema';
import { generateSecret } from './userToken';

// USER_TOKEN_SECRET wins; otherwise a key generated once and kept in the database, so tokens survive restarts.
const USER_TOKEN_KEY = 'user_token_hmac';

export async function userTokenSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.insert(serverSecrets).values({ name: USER_TOKEN_KEY, value: generateSecret() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, USER_TOKEN_KEY));
  return row.value;
}
