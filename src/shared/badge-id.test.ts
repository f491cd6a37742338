import { describe, expect, it } from 'vitest';
import { badgeIdFor } from './badge-id.ts';

describe('badgeIdFor', () => {
  it('takes the first 8 hex digits of the user id, upper-case, after WP-', () => {
    expect(badgeIdFor('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d')).toBe('WP-1A2B3C4D');
  });

  it('is deterministic and skips the dashes', () => {
    const id = '00ab-cdef-1234-4000-8000-000000000000';
    expect(badgeIdFor(id)).toBe('WP-00ABCDEF');
    expect(badgeIdFor(id)).toBe(badgeIdFor(id));
  });

  it('gives different ids for different users', () => {
    expect(badgeIdFor('aaaaaaaa-0000-4000-8000-000000000000')).not.toBe(
      badgeIdFor('bbbbbbbb-0000-4000-8000-000000000000'),
    );
  });

  it('pads a short id so the badge id always has 8 digits', () => {
    expect(badgeIdFor('p2')).toBe('WP-20000000');
  });
});
