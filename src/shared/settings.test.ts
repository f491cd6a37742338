import { describe, expect, it } from 'vitest';
import {
  colorSchemes,
  contrastRatio,
  defaultSettings,
  editorValuesToPalette,
  isLightColor,
  paletteMessages,
  paletteToEditorValues,
} from './settings.ts';
import {
  layoutSettingsSchema,
  mergeSettings,
  paletteEditorSchema,
  settingsSchema,
  themeSchema,
} from './settings-schema.ts';

describe('contrast and lightness', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
  });

  it('calls a colour light when its contrast against white is below 3', () => {
    expect(isLightColor('#ffffff')).toBe(true);
    expect(isLightColor('#f3f5f9')).toBe(true);
    expect(isLightColor('#ffeb3b')).toBe(true);
    expect(isLightColor('#959595')).toBe(true); // 2.9:1
    expect(isLightColor('#767676')).toBe(false); // 4.5:1
    expect(isLightColor('#000000')).toBe(false);
    expect(isLightColor('#111a2c')).toBe(false);
    expect(isLightColor('#1d4ed8')).toBe(false);
  });
});

describe('palette editor validation', () => {
  const light = paletteToEditorValues(defaultSettings.theme.main);

  it('accepts the default palette', () => {
    expect(paletteEditorSchema.safeParse(light).success).toBe(true);
  });

  it('requires light backgrounds in light mode', () => {
    const result = paletteEditorSchema.safeParse({ ...light, backgroundPaper: '#111111' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['backgroundPaper'], message: paletteMessages.mustBeLight }),
    ]);
  });

  it('requires dark backgrounds in dark mode', () => {
    const result = paletteEditorSchema.safeParse({ ...light, mode: 'dark', backgroundPaper: '#0b1220' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['backgroundDefault'], message: paletteMessages.mustBeDark }),
    ]);
  });

  it('rejects malformed colours', () => {
    expect(paletteEditorSchema.safeParse({ ...light, primary: 'blue' }).success).toBe(false);
    expect(paletteEditorSchema.safeParse({ ...light, primary: '#12345' }).success).toBe(false);
    expect(paletteEditorSchema.safeParse({ ...light, primary: '#abc' }).success).toBe(true);
  });

  it('turns editor values back into a valid palette', () => {
    const palette = editorValuesToPalette({ ...light, primary: '#0f766e' }, defaultSettings.theme.main);
    expect(palette.primary.main).toBe('#0f766e');
    expect(palette.primary.contrastText).toBe('#ffffff');
    expect(themeSchema.shape.main.safeParse(palette).success).toBe(true);
  });
});

describe('mergeSettings', () => {
  it('deep-merges a partial over the base', () => {
    const merged = mergeSettings(defaultSettings, {
      layout: { style: 'layout2', config: { navbar: { folded: true } } },
    });
    expect(merged.layout.style).toBe('layout2');
    expect(merged.layout.config.navbar).toEqual({ display: true, folded: true });
    expect(merged.layout.config.mode).toBe('fullwidth');
    expect(merged.theme).toEqual(defaultSettings.theme);
  });

  it('drops unknown keys and keeps the base for invalid values', () => {
    const merged = mergeSettings(defaultSettings, {
      extra: 1,
      layout: { style: 'layout9', config: { mode: 'boxed', sneaky: true } },
      fontSize: 5,
      direction: 42,
      theme: { main: { primary: { main: 'red' }, background: { paper: '#fafafa' } } },
    });
    expect(merged).not.toHaveProperty('extra');
    expect(merged.layout.config).not.toHaveProperty('sneaky');
    expect(merged.layout.style).toBe('layout1');
    expect(merged.layout.config.mode).toBe('boxed');
    expect(merged.fontSize).toBe(1);
    expect(merged.direction).toBe('ltr');
    expect(merged.theme.main.primary.main).toBe(defaultSettings.theme.main.primary.main);
    expect(merged.theme.main.background.paper).toBe('#fafafa');
    expect(settingsSchema.safeParse(merged).success).toBe(true);
  });

  it('returns the base for nonsense', () => {
    expect(mergeSettings(defaultSettings, null)).toEqual(defaultSettings);
    expect(mergeSettings(defaultSettings, 'x')).toEqual(defaultSettings);
    expect(mergeSettings(defaultSettings, [1, 2])).toEqual(defaultSettings);
  });
});

describe('colour schemes', () => {
  it('offers eighteen: nine, each with a dark variant', () => {
    expect(colorSchemes).toHaveLength(18);
    expect(new Set(colorSchemes.map((s) => s.name)).size).toBe(18);
    for (const scheme of colorSchemes.filter((s) => !s.name.endsWith('Dark'))) {
      expect(colorSchemes.some((s) => s.name === `${scheme.name}Dark`)).toBe(true);
    }
  });

  it.each(colorSchemes.map((s) => [s.name, s] as const))(
    '%s is valid and its backgrounds fit its mode',
    (name, scheme) => {
      expect(themeSchema.safeParse(scheme.theme).success).toBe(true);
      const dark = name.endsWith('Dark');
      expect(scheme.theme.main.mode).toBe(dark ? 'dark' : 'light');
      for (const palette of Object.values(scheme.theme)) {
        const values = paletteToEditorValues(palette);
        expect(paletteEditorSchema.safeParse(values).success).toBe(true);
      }
    },
  );

  it('the defaults satisfy the schemas', () => {
    expect(settingsSchema.safeParse(defaultSettings).success).toBe(true);
    const { theme: _theme, ...layout } = defaultSettings;
    expect(layoutSettingsSchema.safeParse(layout).success).toBe(true);
  });
});
