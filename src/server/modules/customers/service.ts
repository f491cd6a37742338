import type { CustomerListQuery, CustomerListResponse } from '../../../shared/contract/customers.ts';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../auth/repository.ts';
import { clientScopeOf } from '../users/service.ts';
import { listCustomers } from './repository.ts';

export async function listClientCustomers(
  ctx: AppContext,
  user: AuthUser,
  query: CustomerListQuery,
): Promise<CustomerListResponse> {
  const { items, total } = await listCustomers(ctx.db, {
    clientId: clientScopeOf(user),
    q: query.q || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items, page: query.page, limit: query.limit, total };
}
