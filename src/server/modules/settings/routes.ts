import type { FastifyInstance } from 'fastify';
import { settingsOperations as op } from '../../../shared/contract/settings.ts';
import type { AppContext } from '../../context.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { getMySettings, putMySettings, putMyTheme } from './service.ts';

/**
 * The signed-in user's personalisation (settings and theme, docs/product/settings-and-i18n.md#personal-settings). A guest is refused: a guest's
 * settings stay in their browser (docs/product/settings-and-i18n.md#personal-settings).
 */
export async function settingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.get, (_request, _reply, caller) => getMySettings(ctx, caller));
  operationRoute(app, op.putSettings, (request, _reply, caller) => putMySettings(ctx, caller, request.body.settings));
  operationRoute(app, op.putTheme, (request, _reply, caller) => putMyTheme(ctx, caller, request.body.theme));
}
