import type { MySettings } from '../../../shared/contract/settings.ts';
import {
  defaultLayoutSettings,
  defaultTheme,
  type LayoutSettings,
  type ThemeSettings,
} from '../../../shared/settings.ts';
import { mergeLayoutSettings, mergeTheme } from '../../../shared/settings-schema.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { findStoredSettings, storeSettings, storeTheme } from './repository.ts';

/** The caller's settings and theme; what was stored is merged over the defaults (invalid parts fall back). */
export async function getMySettings(ctx: AppContext, caller: Caller): Promise<MySettings> {
  const me = caller.actor;
  const stored = await findStoredSettings(ctx.db, me.homeClientId, me.userId);
  if (!stored) throw new AppError('not_found', 'Not found.');
  return {
    settings: mergeLayoutSettings(defaultLayoutSettings, stored.settings),
    theme: stored.theme === null || stored.theme === undefined ? null : mergeTheme(defaultTheme, stored.theme),
  };
}

export async function putMySettings(ctx: AppContext, caller: Caller, settings: LayoutSettings): Promise<MySettings> {
  const me = caller.actor;
  await ctx.db.transaction(async (tx) => {
    const found = await storeSettings(tx, me.homeClientId, me.userId, settings, ctx.clock());
    if (!found) throw new AppError('not_found', 'Not found.');
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: me.homeClientId,
      actorId: me.userId,
      action: 'user.settings-update',
      entity: 'user',
      entityId: me.userId,
      data: { settings },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getMySettings(ctx, caller);
}

export async function putMyTheme(ctx: AppContext, caller: Caller, theme: ThemeSettings): Promise<MySettings> {
  const me = caller.actor;
  await ctx.db.transaction(async (tx) => {
    const found = await storeTheme(tx, me.homeClientId, me.userId, theme, ctx.clock());
    if (!found) throw new AppError('not_found', 'Not found.');
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: me.homeClientId,
      actorId: me.userId,
      action: 'user.theme-update',
      entity: 'user',
      entityId: me.userId,
      data: { theme },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getMySettings(ctx, caller);
}
