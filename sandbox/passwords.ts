// scrypt password hashes: "scrypt$<salt b64>$<hash b64>".
// Hashing runs on libuv's thread pool: a sign-in's ~100 ms of scrypt never blocks the other requests.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function encode(salt: Buffer, key: Buffer): string {
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  return encode(salt, await derive(password, salt, KEY_LENGTH));
}

// Only for values computed once (the seed's demo password).
export function hashPasswordSync(password: string, salt: Buffer): string {
  return encode(salt, scryptSync(password, salt, KEY_LENGTH));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A hash to compare against when the e-mail is unknown, so both answers take as long: any salt and
// 32-byte key cost verifyPassword the same scrypt as a real hash. A literal (this one is of
// 'not-a-real-password' with a zero salt), not hashed at load: that was ~100 ms of synchronous
// scrypt on every start of the sandbox (issue 30).
export const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$HoI9AdHDBAJOrZH2petF6ja67mWaYCPuGUooJIIpJOg=';
