import { hash, verify } from '@node-rs/argon2';

// argon2id is the library's default algorithm.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so response time does not tell whether an email exists. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('watchpost-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
