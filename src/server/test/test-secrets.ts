import { createHash } from 'node:crypto';

/** The SECRETS_KEY of test apps and of server processes started with `sessionSecret` (so both open each other's). */
export const testSecretsKeyFor = (sessionSecret: string) => createHash('sha256').update(sessionSecret).digest();
