import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LEN = 64;
const COST = 16384;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LEN, { N: COST, r: 8, p: 1 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** scrypt with a per-user salt, stored as `scrypt$N$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${COST}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await derive(password, Buffer.from(saltB64, 'base64'));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spends the same time as a real check when the e-mail is unknown, so timing does not reveal accounts. */
const DUMMY = hashPassword('not-a-real-password');
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(password, await DUMMY);
  return false;
}
