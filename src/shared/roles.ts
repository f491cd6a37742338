/** The six main roles of docs/product/access-and-roles.md#roles; the default auth setting of a route is "any of these". */
export const mainRoles = ['executive', 'manager', 'supervisor', 'guard', 'client', 'guest'] as const;
export type MainRole = (typeof mainRoles)[number];

/** Extra role names kept for grouping and display (docs/product/access-and-roles.md#roles). `admin` is the platform operator. */
export const extraRoles = ['admin', 'areaManager', 'eventManager', 'securityManager', 'customer', 'user'] as const;

export const allRoles = [...mainRoles, ...extraRoles] as const;
export type Role = (typeof allRoles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (allRoles as readonly string[]).includes(value);
}

/** The first role of the list is the effective one (docs/product/access-and-roles.md#roles). */
export function effectiveRole(roles: readonly string[]): Role | undefined {
  const first = roles[0];
  return isRole(first) ? first : undefined;
}

export const roleLabels: Record<Role, string> = {
  executive: 'Executive',
  manager: 'Manager',
  supervisor: 'Supervisor',
  guard: 'Guard',
  client: 'Client',
  guest: 'Guest',
  admin: 'Admin',
  areaManager: 'Area Manager',
  eventManager: 'Event Manager',
  securityManager: 'Security Manager',
  customer: 'Customer',
  user: 'User',
};
