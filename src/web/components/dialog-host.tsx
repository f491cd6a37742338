import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useRef, useState } from 'react';
import { translateError } from '../i18n/translate-error.ts';

// Loaded when first needed: the dialog code stays out of the sign-in page's JavaScript.
const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

export interface ConfirmRequest {
  title: ReactNode;
  body?: ReactNode;
  confirmLabel: ReactNode;
  tone?: 'danger' | 'primary';
  /** Runs on confirm; while it runs the dialog waits, and if it fails its message shows inside. */
  action: () => Promise<unknown>;
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const DialogHostContext = createContext<Confirm | null>(null);

interface Shown {
  request: ConfirmRequest;
  resolve: (confirmed: boolean) => void;
}

/**
 * The dialog host (docs/product/settings-and-i18n.md#shell): one confirmation dialog for the whole app, opened from anywhere with
 * `useConfirm()` — `await confirm({ title, confirmLabel, action })` is true once the action has succeeded,
 * false when the user cancelled.
 */
export function DialogHost({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<Shown | null>(null);

  const confirm = useCallback<Confirm>(
    (request) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false);
        const next = { request, resolve };
        current.current = next;
        setShown(next);
        setError(null);
        setPending(false);
        setOpen(true);
      }),
    [],
  );

  const finish = (confirmed: boolean) => {
    current.current?.resolve(confirmed);
    current.current = null;
    setOpen(false);
  };

  const run = async () => {
    if (!shown) return;
    setPending(true);
    setError(null);
    try {
      await shown.request.action();
      setPending(false);
      finish(true);
    } catch (failure) {
      setPending(false);
      setError(failure instanceof Error ? translateError(failure) : String(failure));
    }
  };

  return (
    <DialogHostContext.Provider value={confirm}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            title={shown.request.title}
            body={shown.request.body}
            confirmLabel={shown.request.confirmLabel}
            tone={shown.request.tone}
            pending={pending}
            error={error}
            onConfirm={() => void run()}
            onClose={() => finish(false)}
          />
        </Suspense>
      ) : null}
    </DialogHostContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(DialogHostContext);
  if (!confirm) throw new Error('useConfirm needs the DialogHost (AppProviders)');
  return confirm;
}
