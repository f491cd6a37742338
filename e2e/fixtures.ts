import path from 'node:path';
import { test as base } from '@playwright/test';

export const demoRoles = ['admin', 'executive', 'manager', 'supervisor', 'guard', 'client', 'guest'] as const;
export type DemoRole = (typeof demoRoles)[number];

export function storageStateFor(role: DemoRole): string {
  return path.join(import.meta.dirname, '.auth', `${role}.json`);
}

/** `test.use(asRole('executive'))` runs a file signed in as that demo account. */
export function asRole(role: DemoRole) {
  return { storageState: storageStateFor(role) };
}

export const test = base;
export { expect } from '@playwright/test';
