import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type FullConfig, request } from '@playwright/test';
import { demoRoles, storageStateFor } from './fixtures.ts';

/** Signs each demo account in through the API once and saves its cookies for the tests (never the form). */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  mkdirSync(path.dirname(storageStateFor('executive')), { recursive: true });
  for (const role of demoRoles) {
    const context = await request.newContext({ baseURL });
    const response = await context.post('/api/v1/auth/sign-in', {
      data: { email: `${role}@demo.test`, password: 'demo1234', remember: true },
    });
    if (!response.ok())
      throw new Error(`sign-in of ${role}@demo.test failed: ${response.status()} ${await response.text()}`);
    await context.storageState({ path: storageStateFor(role) });
    await context.dispose();
  }
}
