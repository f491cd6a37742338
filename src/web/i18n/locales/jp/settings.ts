import type en from '../en/settings.ts';

const settings: typeof en = {
  language: {
    menu: '言語',
    current: '{{code}}、言語: {{language}}',
    docs: '翻訳について',
  },
  toolbar: {
    colorSchemes: 'カラースキーム',
    settings: '設定',
    fullScreen: '全画面表示',
    exitFullScreen: '全画面表示を終了',
  },
  fontSize: {
    label: '文字サイズ',
    menu: '文字サイズ: {{value}}',
    reset: '{{value}} に戻す',
  },
  panel: {
    title: '設定',
    layout: 'レイアウト',
    styles: {
      layout1: '縦型ナビゲーション',
      layout2: '横型ナビゲーション',
      layout3: 'コンパクト',
    },
    hints: {
      layout1: '左側のバーにナビゲーション',
      layout2: 'ツールバーの下にメニューバーとしてナビゲーション',
      layout3: '折りたたんだアイコンナビゲーションと低いツールバー',
    },
    containerWidth: 'コンテンツの幅',
    fullWidth: '全幅',
    boxed: 'ボックス',
    show: '表示',
    navbar: 'ナビゲーションバー',
    toolbar: 'ツールバー',
    footer: 'フッター',
    navbarFolded: 'ナビゲーションバーを折りたたむ',
  },
  schemes: {
    title: 'カラースキーム',
    customise: 'カスタマイズ…',
    dark: '{{name}} ダーク',
    names: {
      default: 'デフォルト',
      charcoalTeal: 'チャコールティール',
      blueSilver: 'ブルーシルバー',
      slateCrimson: 'スレートクリムゾン',
      emeraldGold: 'エメラルドゴールド',
      indigoCoral: 'インディゴコーラル',
      skyBlueOrange: 'スカイブルーオレンジ',
      softGreenMaroon: 'グリーンマルーン',
      coolGreyPink: 'グレーピンク',
    },
  },
  palette: {
    title: 'パレットを編集',
    mode: 'モード',
    light: 'ライト',
    dark: 'ダーク',
    fields: {
      primary: 'プライマリ',
      secondary: 'セカンダリ',
      backgroundPaper: 'カードの背景',
      backgroundDefault: '既定の背景',
      textPrimary: 'メインテキスト',
      textSecondary: 'サブテキスト',
    },
  },
  docs: {
    breadcrumb: 'ドキュメント · 設定',
    title: '多言語対応',
    intro: 'Watchpost は 4 つの言語に対応しています。すべての画面、メッセージ、日付、数値は選択した言語に従います。',
    languagesTitle: '言語',
    columns: {
      language: '言語',
      code: 'コード',
      direction: '書字方向',
    },
    directions: {
      ltr: '左から右',
      rtl: '右から左',
    },
    switchTitle: '言語の切り替え',
    switchText:
      'ツールバーの言語メニュー（現在の言語のコード、例: JP を表示）を開き、言語を選択します。変更はページを再読み込みせずにすぐ反映されます。',
    rememberText:
      '選択はこのブラウザーに保存され、次回も同じ言語でコンソールが開きます。他のブラウザーや端末はそれぞれの選択を保持します。',
    rtlTitle: 'アラビア語と右から左へのレイアウト',
    rtlText:
      'アラビア語ではレイアウト全体が左右反転します。ナビゲーションバーは右側に移り、サイドパネルは左から開き、方向を示すアイコンは反転します。数字、時刻、メールアドレス、電話番号は左から右の順序のままです。',
    formatsTitle: '日付と数値',
    formatsText: '日付、時刻、数値、金額は選択した言語の書き方で表示されます。',
    example: 'この言語での例',
    developersTitle: '開発者・運用者向け',
    filesText:
      '翻訳は言語と製品の領域（例: common、nav、shell、settings、clients）ごとに整理され、各言語で領域ごとに 1 つのファイルがあります。',
    referenceText:
      '英語が基準です。トルコ語、アラビア語、日本語の各ファイルは英語ファイルの型を持つため、キーの不足や余分なキーは型エラーになります。',
    testText:
      'ある言語でキーが不足・余分・空の場合、プレースホルダーが異なる場合、またはテキストが英語のまま残っている場合、完全性テストが失敗します。',
    loadingText:
      '各ファイルは、その領域の画面が初めて必要としたときにだけ読み込まれるため、使われるまで言語の負担はほとんどありません。',
  },
};

export default settings;
