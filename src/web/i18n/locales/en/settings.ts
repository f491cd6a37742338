const settings = {
  language: {
    menu: 'Language',
    current: 'Language: {{language}}',
    docs: 'About translations',
  },
};

export default settings;
