import { z } from '../zod.ts';

export const healthResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Health' });
