import type en from '../en/settings.ts';

const settings: typeof en = {
  language: {
    menu: 'Dil',
    current: 'Dil: {{language}}',
    docs: 'Çeviriler hakkında',
  },
};

export default settings;
