// Plain elements, no MUI: the sign-in page and the splash show the logo before MUI loads.

/** The Watchpost mark: a shield with a watchful eye (same drawing as public/favicon.svg). */
export function LogoMark({ size = 32, title }: { size?: number; title?: string }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: titled when `title` is given, else hidden from assistive technology
    <svg
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      style={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      {title ? <title>{title}</title> : null}
      <path fill="#1d4ed8" d="M32 3 8 12v17c0 15.3 10.2 28.2 24 32 13.8-3.8 24-16.7 24-32V12L32 3Z" />
      <path
        fill="#fff"
        d="M32 20c-8.6 0-15.4 5.3-18 12 2.6 6.7 9.4 12 18 12s15.4-5.3 18-12c-2.6-6.7-9.4-12-18-12Zm0 19.5a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z"
      />
      <circle cx="32" cy="32" r="3.5" fill="#f59e0b" />
    </svg>
  );
}

/** Mark and product name side by side; the name in the page's text colour unless `color` is given. */
export function Logo({ size = 32, color }: { size?: number; color?: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
      <LogoMark size={size} />
      <span
        className="wp-body1"
        style={{ fontWeight: 800, fontSize: size * 0.6, letterSpacing: '-0.02em', color: color ?? 'var(--wp-text)' }}
      >
        Watchpost
      </span>
    </div>
  );
}
