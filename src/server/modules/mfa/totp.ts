import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 with the parameters every authenticator app uses: HMAC-SHA-1, 6 digits, 30-second steps. */
export const totpStepSeconds = 30;
export const totpDigits = 6;
/** Codes of the step before and after are accepted too (clock drift between phone and server). */
export const totpWindow = 1;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index === -1) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function timeStep(at: Date, stepSeconds = totpStepSeconds): number {
  return Math.floor(at.getTime() / 1000 / stepSeconds);
}

/** RFC 4226 HOTP of `counter` with `digits` digits (dynamic truncation). */
export function hotp(key: Buffer, counter: number, digits = totpDigits, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator shows at `at` for a base32 secret. */
export function totpCode(secret: string, at: Date): string {
  return hotp(base32Decode(secret), timeStep(at));
}

/**
 * The time step `code` is valid for at `at` (±`totpWindow` steps), or undefined. A step at or before
 * `lastStep` is refused: a code, once used, cannot be used again (nor an older one).
 */
export function verifyTotp(secret: string, code: string, at: Date, lastStep: number | null): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = base32Decode(secret);
  const now = timeStep(at);
  for (let step = now - totpWindow; step <= now + totpWindow; step += 1) {
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return undefined;
}

export function otpauthUrl(secret: string, email: string): string {
  const label = encodeURIComponent(`Watchpost:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=Watchpost&algorithm=SHA1&digits=6&period=30`;
}
