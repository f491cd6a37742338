import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionResponse } from '../../../../shared/contract/auth.ts';
import { homePathFor } from '../../../../shared/navigation.ts';
import {
  mfaStepPath,
  type OidcMode,
  type OidcOutcomeMessage,
  oidcMessageType,
  parseOidcOutcome,
} from '../../../../shared/oidc-outcome.ts';
import { translateError, translateErrorCode } from '../../../i18n/translate-error.ts';
import { readRedirect } from '../../../lib/redirect-storage.ts';
import { fetchSession, roleOf, sessionQueryKey } from '../../../lib/session.ts';
import { useOidcConfig } from '../api/get-oidc-config.ts';
import { oidcStartUrl, openOidcPopup } from '../api/start-oidc.ts';

export interface FederatedSignInProps {
  mode: OidcMode;
}

type NoticeKey = 'federated.popupBlocked' | 'federated.popupClosed' | 'federated.failed' | 'federated.sessionFailed';

interface Notice {
  severity: AlertColor;
  /** A text of this component (translated when shown)… */
  key?: NoticeKey;
  /** …or one from the provider or the server (English), shown by its error code and params when it has them. */
  message?: string;
  code?: string | undefined;
  params?: Record<string, string | number> | undefined;
  /** Offer the plain link that runs the flow in this window (the popup was blocked). */
  fallback?: boolean;
}

const closedPollMs = 500;
/** The outcome is posted just before the window closes itself; give the message a moment to arrive. */
const closedGraceMs = 800;

/** The English texts of `auth:federated.popupBlocked` and `auth:federated.popupClosed` (for the tests). */
export const popupBlockedMessage =
  'Your browser blocked the sign-in window. Allow pop-ups for this site and try again, or';
export const popupClosedMessage = 'The sign-in window was closed before you finished.';

/**
 * Sign-in and sign-up through the OpenID Connect provider (docs/product/sign-in-and-accounts.md#openid-connect): a divider 'or' and a 'Continue with …'
 * button that opens the provider in a 500×650 popup. The popup's last page posts the outcome back to this window
 * (same origin only); on success the session is reloaded and the user moves on exactly as after a password
 * sign-in (the stored path, or their home page). Renders nothing when the server has no provider configured.
 */
export function FederatedSignIn({ mode }: FederatedSignInProps) {
  const { t } = useTranslation('auth');
  const config = useOidcConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const popupRef = useRef<Window | null>(null);
  const waitingRef = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const stopWaiting = useCallback(() => {
    waitingRef.current = false;
    popupRef.current = null;
    setWaiting(false);
  }, []);

  const handleOutcome = useCallback(
    async (outcome: OidcOutcomeMessage) => {
      stopWaiting();
      if (!outcome.ok) {
        setNotice(
          outcome.error
            ? { severity: 'error', message: outcome.error, code: outcome.code, params: outcome.params }
            : { severity: 'error', key: 'federated.failed' },
        );
        return;
      }
      setNotice(null);
      if (outcome.mfa) {
        // Signed in at the provider; Watchpost's second step is on the sign-in page.
        navigate(mfaStepPath, { replace: true });
        return;
      }
      setFinishing(true);
      try {
        const session = await fetchSession();
        const role = roleOf(session.user);
        // Where a password sign-in would go; read before the session update lets the guards move on.
        const target = role ? (readRedirect() ?? homePathFor(role)) : undefined;
        queryClient.setQueryData<SessionResponse>(sessionQueryKey, session);
        if (target) navigate(target, { replace: true });
      } catch (error) {
        setNotice(
          error instanceof Error
            ? { severity: 'error', message: translateError(error) }
            : { severity: 'error', key: 'federated.sessionFailed' },
        );
      } finally {
        setFinishing(false);
      }
    },
    [navigate, queryClient, stopWaiting],
  );

  useEffect(() => {
    const accept = (data: unknown) => {
      const outcome = parseOidcOutcome(data);
      if (outcome) void handleOutcome(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      accept(event.data);
    };
    window.addEventListener('message', onMessage);
    // The same outcome on a same-origin channel, for providers whose pages cut the popup off from its opener.
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(oidcMessageType) : undefined;
    if (channel) channel.onmessage = (event: MessageEvent) => accept(event.data);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [handleOutcome]);

  useEffect(() => {
    if (!waiting) return;
    let grace: number | undefined;
    const poll = window.setInterval(() => {
      const popup = popupRef.current;
      if (popup && !popup.closed) return;
      window.clearInterval(poll);
      grace = window.setTimeout(() => {
        if (!waitingRef.current) return;
        stopWaiting();
        setNotice({ severity: 'info', key: 'federated.popupClosed' });
      }, closedGraceMs);
    }, closedPollMs);
    return () => {
      window.clearInterval(poll);
      if (grace !== undefined) window.clearTimeout(grace);
    };
  }, [waiting, stopWaiting]);

  if (!config.data?.enabled) return null;
  const providerName = config.data.displayName ?? t('federated.defaultProvider');

  const start = () => {
    const open = popupRef.current;
    if (open && !open.closed) {
      open.focus();
      return;
    }
    setNotice(null);
    const popup = openOidcPopup(mode);
    if (!popup) {
      setNotice({ severity: 'warning', key: 'federated.popupBlocked', fallback: true });
      return;
    }
    popupRef.current = popup;
    waitingRef.current = true;
    setWaiting(true);
  };

  return (
    <Box>
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>{t('federated.or')}</Divider>
      {notice ? (
        <Alert severity={notice.severity} role="alert" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice.key
            ? t(notice.key)
            : notice.code
              ? translateErrorCode(notice.code, notice.params, notice.message)
              : notice.message}
          {notice.fallback ? (
            <>
              {' '}
              <Link href={oidcStartUrl(mode, 'page')} sx={{ fontWeight: 600 }}>
                {t('federated.continueHere')}
              </Link>
              {t('federated.popupBlockedEnd')}
            </>
          ) : null}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        onClick={start}
        disabled={finishing}
        aria-busy={waiting || finishing}
        startIcon={waiting || finishing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <KeyOutlined />}
        sx={{ py: 1.25 }}
      >
        {finishing ? t('federated.signingIn') : t('federated.continueWith', { provider: providerName })}
      </Button>
      {waiting ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1.5, textAlign: 'center' }}>
          {t('federated.waiting')}
        </Typography>
      ) : null}
    </Box>
  );
}
