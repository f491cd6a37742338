import type { ErrorCode, ErrorParams } from '../../../shared/contract/errors.ts';
import { type OidcMode, oidcMessageType } from '../../../shared/contract/oidc.ts';
import { mfaStepPath } from '../../../shared/oidc-outcome.ts';

export const outcomeScriptPath = '/api/v1/auth/oidc/outcome.js';

export interface Outcome {
  ok: boolean;
  /** The provider was accepted but a second factor is still needed (the sign-in page asks for it). */
  mfa?: boolean;
  error?: string | undefined;
  /** The error's code and params (src/shared/contract/errors.ts): the sign-in page shows the error by them. */
  code?: ErrorCode | undefined;
  params?: ErrorParams | undefined;
  mode: OidcMode;
  display: 'popup' | 'page';
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The page the sign-in window ends on. The outcome travels in data attributes and the script that posts it to
 * the opener is a separate file, so the page passes the CSP (`script-src 'self'`, no inline script). Without
 * JavaScript, or when the flow ran in the main window, the page itself says what happened and where to go.
 */
export function outcomePage(outcome: Outcome): string {
  const title = outcome.ok ? 'Signed in' : 'Sign-in failed';
  const back = outcome.mode === 'sign-up' ? '/sign-up' : '/sign-in';
  let text: string;
  if (outcome.ok && outcome.mfa) {
    text =
      outcome.display === 'page'
        ? `<p>One more step. <a href="${mfaStepPath}">Continue to the second sign-in step</a></p>`
        : '<p>One more step: continue in the Watchpost window. This window closes by itself.</p>';
  } else if (outcome.ok) {
    text =
      outcome.display === 'page'
        ? '<p>You are signed in. <a href="/">Continue to Watchpost</a></p>'
        : '<p>You are signed in. This window closes by itself; if it stays open, close it.</p>';
  } else {
    const next =
      outcome.display === 'page'
        ? `<p><a href="${back}">Back to ${outcome.mode === 'sign-up' ? 'sign up' : 'sign in'}</a></p>`
        : '<p>You can close this window.</p>';
    text = `<p role="alert">${escapeHtml(outcome.error ?? 'Sign-in failed.')}</p>${next}`;
  }
  const data = [
    `data-ok="${outcome.ok}"`,
    `data-display="${outcome.display}"`,
    outcome.mfa ? 'data-mfa="true"' : '',
    outcome.error ? `data-error="${escapeHtml(outcome.error)}"` : '',
    outcome.code ? `data-code="${escapeHtml(outcome.code)}"` : '',
    outcome.params ? `data-params="${escapeHtml(JSON.stringify(outcome.params))}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Watchpost</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #0f172a; }
  main { max-width: 26rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.375rem; margin: 0 0 0.75rem; }
  p { line-height: 1.5; margin: 0.5rem 0; }
  a { color: #2563eb; font-weight: 600; }
  @media (prefers-color-scheme: dark) { body { background: #0f172a; color: #e2e8f0; } a { color: #60a5fa; } }
</style>
</head>
<body ${data}>
<main>
<h1>${title}</h1>
${text}
</main>
<script src="${outcomeScriptPath}"></script>
</body>
</html>
`;
}

/**
 * Posts `{ type, ok, error?, code?, params? }` to the window that opened this one (its own origin only) and closes. When the
 * opener is out of reach — a provider page with a strict Cross-Origin-Opener-Policy severs it — the same message
 * goes out on a same-origin BroadcastChannel. When the flow ran in the main window, success continues to the app.
 */
export const outcomeScript = `(function () {
  var data = document.body.dataset;
  var message = { type: ${JSON.stringify(oidcMessageType)}, ok: data.ok === 'true' };
  if (data.error) message.error = data.error;
  if (data.code) message.code = data.code;
  if (data.params) {
    try {
      message.params = JSON.parse(data.params);
    } catch (error) {
      message.params = undefined;
    }
  }
  if (data.mfa === 'true') message.mfa = true;
  if (data.display === 'page') {
    if (message.ok) location.replace(message.mfa ? ${JSON.stringify(mfaStepPath)} : '/');
    return;
  }
  var delivered = false;
  try {
    if (window.opener && window.opener !== window) {
      window.opener.postMessage(message, location.origin);
      delivered = true;
    }
  } catch (error) {
    delivered = false;
  }
  if (!delivered && typeof BroadcastChannel === 'function') {
    var channel = new BroadcastChannel(${JSON.stringify(oidcMessageType)});
    channel.postMessage(message);
    channel.close();
  }
  window.close();
})();
`;
