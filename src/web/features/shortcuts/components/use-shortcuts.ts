import { useCallback, useState } from 'react';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { isGuestRole } from '../../../../shared/policy.ts';
import { roleOf } from '../../../lib/session.ts';
import { useUpdateShortcuts } from '../api/update-shortcuts.ts';

const storageKey = (userId: string) => `watchpost.shortcuts.${userId}`;

function readStored(userId: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The user's pinned navigation ids: from the profile through the API, or — for a guest, who does not sync
 * shortcuts to the profile (docs/product/settings-and-i18n.md#shortcuts) — from this browser's localStorage.
 */
export function useShortcuts(user: SessionUser) {
  const guest = isGuestRole(roleOf(user));
  const mutation = useUpdateShortcuts();
  const [local, setLocal] = useState<string[]>(() => (guest ? readStored(user.id) : []));

  const save = useCallback(
    (ids: string[]) => {
      if (guest) {
        localStorage.setItem(storageKey(user.id), JSON.stringify(ids));
        setLocal(ids);
      } else {
        mutation.mutate(ids);
      }
    },
    [guest, mutation, user.id],
  );

  return {
    pinned: guest ? local : user.shortcuts,
    save,
    saving: mutation.isPending,
    error: mutation.isError ? 'The shortcuts could not be saved. Try again.' : null,
  };
}
