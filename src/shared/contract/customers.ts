import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common.ts';

export const customerListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200, 'At most 200 characters').optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerSummarySchema = z
  .object({
    id: z.string(),
    clientId: z.string(),
    name: z.string(),
    status: z.string(),
  })
  .meta({ id: 'CustomerSummary' });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerListResponseSchema = pageOf(customerSummarySchema).meta({ id: 'CustomerList' });
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;
