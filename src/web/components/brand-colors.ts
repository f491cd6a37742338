/** The navbar stays dark navy in both modes: the console's signature colour. */
export const navbarColors = {
  background: '#0b1324',
  text: '#cbd5e1',
  muted: '#7c8aa5',
  active: '#ffffff',
  activeBackground: 'rgba(96, 165, 250, 0.16)',
  hoverBackground: 'rgba(148, 163, 184, 0.10)',
  accent: '#60a5fa',
} as const;
