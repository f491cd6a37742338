import type { FastifyInstance } from 'fastify';
import { settingsOperations as op } from '../../../shared/contract/settings.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { getMySettings, putMySettings, putMyTheme } from './service.ts';

/**
 * The signed-in user's personalisation (settings and theme, docs/product/settings-and-i18n.md#personal-settings). A guest is refused: a guest's
 * settings stay in their browser (docs/product/settings-and-i18n.md#personal-settings).
 */
export async function settingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.get, (request) => getMySettings(ctx, requireUser(request)));
  operationRoute(app, op.putSettings, (request) =>
    putMySettings(ctx, requireUser(request), request.body.settings, { requestId: request.id, ip: request.ip }),
  );
  operationRoute(app, op.putTheme, (request) =>
    putMyTheme(ctx, requireUser(request), request.body.theme, { requestId: request.id, ip: request.ip }),
  );
}
