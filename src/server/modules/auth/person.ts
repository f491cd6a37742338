import { shownRole } from '../../access/users.ts';

export interface PersonRow {
  id: string;
  email: string;
  display_name: string;
  photo_url: string | null;
  roles: string[];
}

/** Who a user is, as both a session's user and a user record present it. */
export function personOf(row: PersonRow) {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    photoUrl: row.photo_url,
    roles: row.roles,
    role: shownRole(row.roles),
  };
}
