import type en from '../en/shell.ts';

const shell: typeof en = {
  noResults: '結果がありません..',
  navbar: {
    main: 'メインメニュー',
    operations: '運用',
  },
  toolbar: {
    openNavigation: 'メニューを開く',
    skipToContent: 'コンテンツへスキップ',
  },
  footer: {
    tagline: 'Watchpost · リアルタイムの警備運用',
    copyright: '© {{year}} Watchpost',
  },
  userMenu: {
    account: 'アカウント: {{name}}、{{role}}',
    signOut: 'サインアウト',
  },
  pages: {
    backHome: 'ホームに戻る',
    notFound: {
      code: 'エラー 404',
      title: 'ページが見つかりません',
    },
    error: {
      componentStack: 'コンポーネントスタック',
      unknownError: '不明なエラー',
    },
    loadingPage: 'ページを読み込み中',
    noAccess: {
      title: 'アクセス権がありません',
      text: 'あなたのロールではこのページにアクセスできません。必要な場合はマネージャーに依頼してください。',
    },
  },
  search: {
    tooltip: '検索（/ または Ctrl+K）',
    placeholder: 'ページ、イベント、人を検索…',
    searching: '検索中',
    results: '検索結果',
    pages: 'ページ',
    records: 'レコード',
    page: 'ページ',
    recordsFailed: 'レコードを検索できませんでした。ページは引き続き表示されます。',
    hint: '入力して検索。↑ ↓ で移動、Enter で開く、Esc で閉じる。',
    kinds: {
      event: 'イベント',
      person: '人物',
      client: 'クライアント',
      incidentReport: 'インシデントレポート',
    },
  },
  shortcuts: {
    bar: 'ショートカット',
    pin: 'ショートカットを固定',
    edit: 'ショートカットを編集',
    findPage: 'ページを検索',
    findPageToPin: '固定するページを検索',
    saveFailed: 'ショートカットを保存できませんでした。もう一度お試しください。',
  },
};

export default shell;
