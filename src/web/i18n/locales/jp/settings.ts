import type en from '../en/settings.ts';

const settings: typeof en = {
  language: {
    menu: '言語',
    current: '言語: {{language}}',
    docs: '翻訳について',
  },
};

export default settings;
