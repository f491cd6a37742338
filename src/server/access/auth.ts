import type { Role } from '../../shared/roles.ts';

/** The roles of an account made by signing up (docs/product/access-and-roles.md#guests: new email sign-ups are guests). */
export const signUpRoles: readonly Role[] = ['guest'];
