import type { ReactNode } from 'react';

/**
 * Why an action cannot be used now (not a field's fault: no permission, nothing chosen, nothing changed, waiting
 * for something). A button given one is off and shows the reason beside it; as a disabled button takes no
 * focus, it sits in a focusable span described by the reason (aria-describedby), so a keyboard reaches it and a
 * screen reader reads the reason. A form whose fields are wrong needs no reason: its submit stays usable and
 * pressing it shows each field's message beside the field.
 */
export type DisabledReason = ReactNode;

/** The props of a form's submit button (form-parts.tsx's with MUI, plain-ui.tsx's without). */
export interface SubmitButtonProps {
  /** Why it is off now, shown beneath it. */
  disabledReason?: DisabledReason;
  /** While sending: it spins and reads `busyLabel…`. */
  submitting: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** Whether a disabled reason is given (anything but null, undefined, false or ''). */
export function isReason(reason: DisabledReason): boolean {
  return reason !== null && reason !== undefined && reason !== false && reason !== '';
}
