import type { MySettings } from '../../../shared/contract/settings.ts';
import {
  defaultLayoutSettings,
  defaultTheme,
  type LayoutSettings,
  type ThemeSettings,
} from '../../../shared/settings.ts';
import { mergeLayoutSettings, mergeTheme } from '../../../shared/settings-schema.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/repository.ts';
import { findStoredSettings, storeSettings, storeTheme } from './repository.ts';

export interface WriteMeta {
  requestId: string;
  ip: string;
}

/** The caller's settings and theme; what was stored is merged over the defaults (invalid parts fall back). */
export async function getMySettings(ctx: AppContext, me: AuthUser): Promise<MySettings> {
  const stored = await findStoredSettings(ctx.db, me.clientId, me.id);
  if (!stored) throw new AppError('not_found', 'Not found.');
  return {
    settings: mergeLayoutSettings(defaultLayoutSettings, stored.settings),
    theme: stored.theme === null || stored.theme === undefined ? null : mergeTheme(defaultTheme, stored.theme),
  };
}

export async function putMySettings(
  ctx: AppContext,
  me: AuthUser,
  settings: LayoutSettings,
  meta: WriteMeta,
): Promise<MySettings> {
  await ctx.db.transaction(async (tx) => {
    const found = await storeSettings(tx, me.clientId, me.id, settings, ctx.clock());
    if (!found) throw new AppError('not_found', 'Not found.');
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: me.clientId,
      actorId: me.id,
      action: 'user.settings-update',
      entity: 'user',
      entityId: me.id,
      data: { settings },
      requestId: meta.requestId,
      ip: meta.ip,
    });
  });
  return getMySettings(ctx, me);
}

export async function putMyTheme(
  ctx: AppContext,
  me: AuthUser,
  theme: ThemeSettings,
  meta: WriteMeta,
): Promise<MySettings> {
  await ctx.db.transaction(async (tx) => {
    const found = await storeTheme(tx, me.clientId, me.id, theme, ctx.clock());
    if (!found) throw new AppError('not_found', 'Not found.');
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: me.clientId,
      actorId: me.id,
      action: 'user.theme-update',
      entity: 'user',
      entityId: me.id,
      data: { theme },
      requestId: meta.requestId,
      ip: meta.ip,
    });
  });
  return getMySettings(ctx, me);
}
