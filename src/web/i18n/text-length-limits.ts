/**
 * Every length limit the shared contract's text fields state as "At most N characters". Each is a key of its
 * own in the `messages` files (text-length-limits.test.ts checks the list against the schemas), so a field
 * message is translated by its exact text whether the web's own form or the server produced it.
 */
export const textLengthLimits = [
  20, 30, 32, 40, 50, 60, 64, 100, 120, 200, 254, 300, 500, 1000, 1024, 2000, 4000, 5000,
] as const;

/** The `At most N characters` entries of a `messages` file, each worded by `translate`. */
export function atMostCharacters(translate: (max: number) => string): Record<string, string> {
  return Object.fromEntries(textLengthLimits.map((max) => [`At most ${max} characters`, translate(max)]));
}
