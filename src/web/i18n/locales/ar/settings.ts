import type en from '../en/settings.ts';

const settings: typeof en = {
  language: {
    menu: 'اللغة',
    current: 'اللغة: {{language}}',
    docs: 'حول الترجمات',
  },
};

export default settings;
