import { type ChangeEvent, type CSSProperties, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../i18n/i18n.ts';
import { translateFieldMessage } from '../i18n/translate-field-error.ts';
import { isReason, type SubmitButtonProps } from './disabled-reason.ts';
import './plain-ui.css';

// MUI's outlined text field, checkbox, contained button, alert and link as plain elements styled by plain-ui.css:
// the sign-in page draws with these so that it loads neither MUI nor emotion
// (docs/decisions/0029-sign-in-page-without-mui.md). They carry MUI's state class names (Mui-focused, Mui-error,
// Mui-checked) so they read and look like MUI's.

const paths = {
  checked:
    'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  unchecked: 'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  close: 'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
} as const;

/** A 24×24 icon of one or more paths (MUI's icons' drawings). */
export function PlainIcon({ d }: { d: string | readonly string[] }) {
  return (
    <svg className="wp-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      {(typeof d === 'string' ? [d] : d).map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

export interface PlainFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  /** The field's message (English; shown translated), or none. */
  error?: string | undefined;
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** MUI's outlined text field with its floating label, notched outline and message line beneath. */
export function PlainTextField({
  id,
  label,
  required = false,
  error,
  endAdornment,
  inputRef,
  onBlur,
  ...input
}: PlainFieldProps) {
  useLanguage();
  const [focused, setFocused] = useState(false);
  const [autoFilled, setAutoFilled] = useState(false);
  const shrink = focused || autoFilled || input.value !== '';
  const state = [focused ? 'Mui-focused' : '', error ? 'Mui-error' : ''].join(' ');
  const helperId = `${id}-helper-text`;
  return (
    <div className="wp-field MuiFormControl-root">
      <label className={`wp-field-label MuiInputLabel-root ${state}`} data-shrink={shrink} htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="wp-asterisk">
            &thinsp;*
          </span>
        ) : null}
      </label>
      <div
        className={`wp-input-root MuiInputBase-root MuiOutlinedInput-root ${state}${endAdornment ? ' wp-adorned-end' : ''}`}
      >
        <input
          {...input}
          id={id}
          ref={inputRef}
          required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={helperId}
          className="wp-input MuiInputBase-input"
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
          onAnimationStart={(event) => {
            // The browser's autofill shows no value to script until used; its animation says it is there.
            if (event.animationName === 'wp-auto-fill') setAutoFilled(true);
            if (event.animationName === 'wp-auto-fill-cancel') setAutoFilled(false);
          }}
        />
        {endAdornment ? <div className="wp-adornment">{endAdornment}</div> : null}
        <fieldset aria-hidden="true" className="wp-outline">
          <legend className={shrink ? 'wp-notch wp-notch-open' : 'wp-notch'}>
            <span>
              {label}
              {required ? '\u2009*\u2009*' : ''}
            </span>
          </legend>
        </fieldset>
      </div>
      <p className={`wp-helper ${state}`} id={helperId}>
        {error ? (
          translateFieldMessage(error)
        ) : (
          <span className="notranslate" aria-hidden="true">
            {'\u200b'}
          </span>
        )}
      </p>
    </div>
  );
}

/** A password field with MUI's show/hide toggle at its end. */
export function PlainPasswordField(props: Omit<PlainFieldProps, 'type' | 'endAdornment' | 'required'>) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <PlainTextField
      {...props}
      type={shown ? 'text' : 'password'}
      required
      endAdornment={
        <button
          type="button"
          className="wp-icon-button wp-edge-end"
          aria-label={shown ? t('password.hide') : t('password.show')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          <PlainIcon d={shown ? visibilityOff : visibility} />
        </button>
      }
    />
  );
}

const visibility =
  'M12 6c3.79 0 7.17 2.13 8.82 5.5C19.17 14.87 15.79 17 12 17s-7.17-2.13-8.82-5.5C4.83 8.13 8.21 6 12 6m0-2C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 5c1.38 0 2.5 1.12 2.5 2.5S13.38 14 12 14s-2.5-1.12-2.5-2.5S10.62 9 12 9m0-2c-2.48 0-4.5 2.02-4.5 4.5S9.52 16 12 16s4.5-2.02 4.5-4.5S14.48 7 12 7';
const visibilityOff =
  'M12 6c3.79 0 7.17 2.13 8.82 5.5-.59 1.22-1.42 2.27-2.41 3.12l1.41 1.41c1.39-1.23 2.49-2.77 3.18-4.53C21.27 7.11 17 4 12 4c-1.27 0-2.49.2-3.64.57l1.65 1.65C10.66 6.09 11.32 6 12 6m-1.07 1.14L13 9.21c.57.25 1.03.71 1.28 1.28l2.07 2.07c.08-.34.14-.7.14-1.07C16.5 9.01 14.48 7 12 7c-.37 0-.72.05-1.07.14M2.01 3.87l2.68 2.68C3.06 7.83 1.77 9.53 1 11.5 2.73 15.89 7 19 12 19c1.52 0 2.98-.29 4.32-.82l3.42 3.42 1.41-1.41L3.42 2.45zm7.5 7.5 2.61 2.61c-.04.01-.08.02-.12.02-1.38 0-2.5-1.12-2.5-2.5 0-.05.01-.08.01-.13m-3.4-3.4 1.75 1.75c-.23.55-.36 1.15-.36 1.78 0 2.48 2.02 4.5 4.5 4.5.63 0 1.23-.13 1.77-.36l.98.98c-.88.24-1.8.38-2.75.38-3.79 0-7.17-2.13-8.82-5.5.7-1.43 1.72-2.61 2.93-3.53';

/** MUI's checkbox with its label (FormControlLabel). */
export function PlainCheckbox({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="wp-check-label MuiFormControlLabel-root">
      <span className={`wp-checkbox MuiCheckbox-root${checked ? ' Mui-checked' : ''}`}>
        <input
          type="checkbox"
          className="wp-checkbox-input"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <PlainIcon d={checked ? paths.checked : paths.unchecked} />
      </span>
      <span className="wp-body1">{label}</span>
    </label>
  );
}

/** A link to a path of the app, in the primary colour, underlined on hover. */
export function PlainLink({
  to,
  className = '',
  style,
  children,
}: {
  to: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <RouterLink to={to} className={`wp-link ${className}`} style={style}>
      {children}
    </RouterLink>
  );
}

/** MUI's standard alert (error or info), closable when given `onClose`. */
export function PlainAlert({
  severity,
  onClose,
  style,
  children,
}: {
  severity: 'error' | 'info';
  onClose?: (() => void) | undefined;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div
      className={`wp-alert wp-alert-${severity} MuiAlert-root`}
      role={severity === 'error' ? 'alert' : undefined}
      style={style}
    >
      <div className="wp-alert-icon">
        <PlainIcon d={paths[severity]} />
      </div>
      <div className="wp-alert-message">{children}</div>
      {onClose ? (
        <div className="wp-alert-action">
          <button
            type="button"
            className="wp-icon-button"
            aria-label={t('actions.close')}
            title={t('actions.close')}
            onClick={onClose}
          >
            <PlainIcon d={paths.close} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The form-level error above a form's fields (translated), dismissible; nothing while there is none. */
export function PlainFormErrorAlert({
  message,
  onClose,
  style,
}: {
  message: string | null;
  onClose: () => void;
  style?: CSSProperties;
}) {
  useLanguage();
  return message ? (
    <PlainAlert severity="error" onClose={onClose} style={style}>
      {translateFieldMessage(message)}
    </PlainAlert>
  ) : null;
}

/** MUI's indeterminate circular progress. */
export function PlainSpinner({ size, label }: { size: number; label?: string }) {
  return (
    <span
      className="wp-spinner MuiCircularProgress-root MuiCircularProgress-indeterminate"
      role="progressbar"
      aria-label={label}
      style={{ width: size, height: size }}
    >
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/**
 * The full-width submit button of a one-column page form, as `SubmitButton` of form-parts.tsx draws it with MUI:
 * off while `disabledReason` (shown beneath it, and describing the focusable span around the button), and while
 * sending, when it spins and reads `busyLabel…`.
 */
export function PlainSubmitButton({ disabledReason, submitting, busyLabel, children }: SubmitButtonProps) {
  const reasonId = useId();
  const off = isReason(disabledReason);
  return (
    <div className="wp-submit">
      <span
        tabIndex={off ? 0 : undefined}
        aria-describedby={off ? reasonId : undefined}
        data-disabled-reason={off ? '' : undefined}
      >
        <button type="submit" className="wp-button MuiButton-root" disabled={off || submitting}>
          {submitting ? (
            <span className="wp-button-icon">
              <PlainSpinner size={18} label={busyLabel} />
            </span>
          ) : null}
          {submitting ? `${busyLabel}…` : children}
        </button>
      </span>
      {off ? (
        <div className="wp-submit-reason">
          <span id={reasonId} className="wp-caption">
            {disabledReason}
          </span>
        </div>
      ) : null}
    </div>
  );
}
