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
import { useNavigate } from 'react-router';
import type { SessionResponse } from '../../../../shared/contract/auth.ts';
import {
  type OidcMode,
  type OidcOutcomeMessage,
  oidcMessageType,
  oidcOutcomeMessageSchema,
} from '../../../../shared/contract/oidc.ts';
import { homePathFor } from '../../../../shared/navigation.ts';
import { readRedirect } from '../../../app/routing/redirect-storage.ts';
import { useOidcConfig } from '../api/get-oidc-config.ts';
import { fetchSession, roleOf, sessionQueryKey } from '../api/get-session.ts';
import { oidcStartUrl, openOidcPopup } from '../api/start-oidc.ts';

export interface FederatedSignInProps {
  mode: OidcMode;
}

interface Notice {
  severity: AlertColor;
  message: string;
  /** Offer the plain link that runs the flow in this window (the popup was blocked). */
  fallback?: boolean;
}

const closedPollMs = 500;
/** The outcome is posted just before the window closes itself; give the message a moment to arrive. */
const closedGraceMs = 800;

export const popupBlockedMessage =
  'Your browser blocked the sign-in window. Allow pop-ups for this site and try again, or';
export const popupClosedMessage = 'The sign-in window was closed before you finished.';

/**
 * Sign-in and sign-up through the OpenID Connect provider (SPEC §2.5): a divider 'or' and a 'Continue with …'
 * button that opens the provider in a 500×650 popup. The popup's last page posts the outcome back to this window
 * (same origin only); on success the session is reloaded and the user moves on exactly as after a password
 * sign-in (the stored path, or their home page). Renders nothing when the server has no provider configured.
 */
export function FederatedSignIn({ mode }: FederatedSignInProps) {
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
        setNotice({ severity: 'error', message: outcome.error ?? 'Sign-in failed. Try again.' });
        return;
      }
      setNotice(null);
      setFinishing(true);
      try {
        const session = await fetchSession();
        const role = roleOf(session.user);
        // Where a password sign-in would go; read before the session update lets the guards move on.
        const target = role ? (readRedirect() ?? homePathFor(role)) : undefined;
        queryClient.setQueryData<SessionResponse>(sessionQueryKey, session);
        if (target) navigate(target, { replace: true });
      } catch (error) {
        setNotice({
          severity: 'error',
          message: error instanceof Error ? error.message : 'Signed in, but the session could not be loaded.',
        });
      } finally {
        setFinishing(false);
      }
    },
    [navigate, queryClient, stopWaiting],
  );

  useEffect(() => {
    const accept = (data: unknown) => {
      const parsed = oidcOutcomeMessageSchema.safeParse(data);
      if (parsed.success) void handleOutcome(parsed.data);
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
        setNotice({ severity: 'info', message: popupClosedMessage });
      }, closedGraceMs);
    }, closedPollMs);
    return () => {
      window.clearInterval(poll);
      if (grace !== undefined) window.clearTimeout(grace);
    };
  }, [waiting, stopWaiting]);

  if (!config.data?.enabled) return null;
  const providerName = config.data.displayName ?? 'single sign-on';

  const start = () => {
    const open = popupRef.current;
    if (open && !open.closed) {
      open.focus();
      return;
    }
    setNotice(null);
    const popup = openOidcPopup(mode);
    if (!popup) {
      setNotice({ severity: 'warning', message: popupBlockedMessage, fallback: true });
      return;
    }
    popupRef.current = popup;
    waitingRef.current = true;
    setWaiting(true);
  };

  return (
    <Box>
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or</Divider>
      {notice ? (
        <Alert severity={notice.severity} role="alert" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice.message}
          {notice.fallback ? (
            <>
              {' '}
              <Link href={oidcStartUrl(mode, 'page')} sx={{ fontWeight: 600 }}>
                continue in this window
              </Link>
              .
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
        {finishing ? 'Signing in…' : `Continue with ${providerName}`}
      </Button>
      {waiting ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1.5, textAlign: 'center' }}>
          Continue in the sign-in window that opened.
        </Typography>
      ) : null}
    </Box>
  );
}
