import type { ComponentType } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../shared/contract/auth.ts';

/**
 * A list screen's route: with `focusPath`, `?focus=<id>` (a search result) opens that record's page at
 * `<focusPath>/<id>`; otherwise the list, once the signed-in user is known.
 */
export function ListRoute({
  actor,
  view: View,
  focusPath,
}: {
  actor: SessionUser | null | undefined;
  view: ComponentType<{ actor: SessionUser }>;
  focusPath?: string;
}) {
  const focus = useSearchParams()[0].get('focus');
  if (focusPath && focus) return <Navigate to={`${focusPath}/${encodeURIComponent(focus)}`} replace />;
  if (!actor) return null;
  return <View actor={actor} />;
}
