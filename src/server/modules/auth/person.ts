import { shownRole } from '../../access/users.ts';
import type { users } from '../../db/schema.ts';

export type PersonRow = Pick<typeof users.$inferSelect, 'id' | 'email' | 'displayName' | 'photoUrl' | 'roles'>;

/** Who a user is, as both a session's user and a user record present it. */
export function personOf(row: PersonRow) {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    photoUrl: row.photoUrl,
    roles: row.roles,
    role: shownRole(row.roles),
  };
}
