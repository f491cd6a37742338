import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { User } from '../../../../shared/contract/users.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useUser } from '../api/get-user.ts';

/**
 * `/users?focus=<id>` (a search result) opens that user: once loaded, `open` is called with it and the
 * parameter is dropped from the address, so closing the dialog does not open it again.
 */
export function useFocusedUser(open: (user: User) => void) {
  const { t } = useTranslation('users');
  const { showMessage } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const focus = params.get('focus');
  const user = useUser(focus);

  useEffect(() => {
    if (!focus || user.isPending) return;
    if (user.data) open(user.data);
    else showMessage(t('focus.notFound'), 'warning');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('focus');
        return next;
      },
      { replace: true },
    );
  }, [focus, user.isPending, user.data, open, setParams, showMessage, t]);
}
