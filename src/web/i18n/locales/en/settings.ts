/** Personalisation: settings and colour-scheme panels, palette editor, font size, language and its documentation. */
const settings = {
  language: {
    menu: 'Language',
    current: '{{code}}, Language: {{language}}',
    docs: 'About translations',
  },
  toolbar: {
    colorSchemes: 'Colour schemes',
    settings: 'Settings',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
  },
  fontSize: {
    label: 'Font size',
    menu: 'Font size: {{value}}',
    reset: 'Reset to {{value}}',
  },
  panel: {
    title: 'Settings',
    layout: 'Layout',
    styles: {
      layout1: 'Vertical navigation',
      layout2: 'Horizontal navigation',
      layout3: 'Compact',
    },
    hints: {
      layout1: 'Navigation in a bar on the left',
      layout2: 'Navigation as a menu bar under the toolbar',
      layout3: 'Folded icon navigation and a lower toolbar',
    },
    containerWidth: 'Container width',
    fullWidth: 'Full width',
    boxed: 'Boxed',
    show: 'Show',
    navbar: 'Navbar',
    toolbar: 'Toolbar',
    footer: 'Footer',
    navbarFolded: 'Navbar folded',
  },
  schemes: {
    title: 'Colour schemes',
    customise: 'Customise…',
    dark: '{{name}} dark',
    names: {
      default: 'Default',
      charcoalTeal: 'Charcoal teal',
      blueSilver: 'Blue silver',
      slateCrimson: 'Slate crimson',
      emeraldGold: 'Emerald gold',
      indigoCoral: 'Indigo coral',
      skyBlueOrange: 'Sky blue orange',
      softGreenMaroon: 'Soft green maroon',
      coolGreyPink: 'Cool grey pink',
    },
  },
  palette: {
    title: 'Edit palette',
    mode: 'Mode',
    light: 'Light',
    dark: 'Dark',
    fields: {
      primary: 'Primary',
      secondary: 'Secondary',
      backgroundPaper: 'Background paper',
      backgroundDefault: 'Background default',
      textPrimary: 'Text primary',
      textSecondary: 'Text secondary',
    },
  },
  docs: {
    breadcrumb: 'Documentation · Configuration',
    title: 'Multi-language',
    intro: 'Watchpost speaks four languages. Every screen, message, date and number follows the language you choose.',
    languagesTitle: 'Languages',
    columns: {
      language: 'Language',
      code: 'Code',
      direction: 'Direction',
    },
    directions: {
      ltr: 'Left to right',
      rtl: 'Right to left',
    },
    switchTitle: 'Switching the language',
    switchText:
      'Open the language menu in the toolbar (it shows the code of the current language, e.g. EN) and choose a language. The change applies at once, without reloading the page.',
    rememberText:
      'The choice is kept in this browser, so the console opens in the same language next time. Another browser or device keeps its own choice.',
    rtlTitle: 'Arabic and right-to-left layout',
    rtlText:
      'In Arabic the whole layout is mirrored: the navigation bar moves to the right, side panels open from the left, and icons that point in a direction are flipped. Numbers, times, e-mail addresses and phone numbers keep their left-to-right order.',
    formatsTitle: 'Dates and numbers',
    formatsText: 'Dates, times, numbers and amounts are written the way the chosen language writes them.',
    example: 'In this language',
    developersTitle: 'For developers and operators',
    filesText:
      'Translations are organised by language and by area of the product (for example common, nav, shell, settings, clients): one file per area in each language.',
    referenceText:
      'English is the reference: each Turkish, Arabic and Japanese file has the type of its English file, so a missing or extra key is a type error.',
    testText:
      'A completeness test fails when a key is missing, extra or empty in a language, when placeholders differ, or when a text was left in English.',
    loadingText:
      'Each file is loaded only when a screen of its area first needs it, so a language costs little until it is used.',
  },
};

export default settings;
