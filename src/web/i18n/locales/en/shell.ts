/** The shell: navbar, toolbar, footer, user menu, search, shortcuts and the single-message pages. */
const shell = {
  /** The exact text of docs/product/settings-and-i18n.md#global-search in English. */
  noResults: 'No results..',
  navbar: {
    main: 'Main',
    operations: 'Operations',
  },
  toolbar: {
    openNavigation: 'Open navigation',
    skipToContent: 'Skip to content',
  },
  footer: {
    tagline: 'Watchpost · security operations, live',
    copyright: '© {{year}} Watchpost',
  },
  userMenu: {
    account: 'Account: {{name}}, {{role}}',
    signOut: 'Sign out',
  },
  pages: {
    backHome: 'Back to home',
    notFound: {
      code: 'Error 404',
      title: 'Page not found',
    },
    error: {
      componentStack: 'Component stack',
      unknownError: 'Unknown error',
    },
    loadingPage: 'Loading page',
    noAccess: {
      title: 'No access',
      text: 'Your role does not give access to this page. Ask your manager if you need it.',
    },
  },
  search: {
    tooltip: 'Search (/ or Ctrl+K)',
    placeholder: 'Search pages, events, people…',
    searching: 'Searching',
    results: 'Search results',
    pages: 'Pages',
    records: 'Records',
    page: 'Page',
    recordsFailed: 'Records could not be searched. Pages are still listed.',
    hint: 'Type to search. ↑ ↓ to move, Enter to open, Esc to close.',
    kinds: {
      event: 'Event',
      person: 'Person',
      client: 'Client',
      incidentReport: 'Incident report',
    },
  },
  shortcuts: {
    bar: 'Shortcuts',
    pin: 'Pin shortcuts',
    edit: 'Edit shortcuts',
    findPage: 'Find a page',
    findPageToPin: 'Find a page to pin',
    saveFailed: 'The shortcuts could not be saved. Try again.',
  },
};

/** Keys whose text is the same in every language (checked by translations.test.ts). */
export const sameInEveryLanguage = ['footer.copyright'];

export default shell;
