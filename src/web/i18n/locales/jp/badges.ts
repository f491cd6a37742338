import type en from '../en/badges.ts';

const badges: typeof en = {
  page: {
    title: 'IDバッジ',
    subtitle: '担当者の印刷用IDバッジ：人を選び、プレビューを確認してから A4 に印刷します。',
    searchLabel: '検索',
    searchAria: 'バッジを作成する担当者を検索',
    peopleList: 'バッジを印刷する担当者',
    selectAllOnPage: 'このページをすべて選択',
    selectPerson: '{{name}} を選択',
    selectedCount: '選択中：{{count}}',
    clearSelection: '選択を解除',
    print: '印刷',
    chooseFirst: 'バッジを印刷する人を1人以上選んでください。',
    nothingSelected: '何も選択されていません。',
    printHint: 'カードは 85.6 × 54 mm（CR80）で、A4 1 枚に 10 枚、各カードの周りに切り取り線が入ります。',
    loading: '担当者を読み込み中',
    loadFailed: '担当者を読み込めませんでした',
    empty: 'この検索に一致する担当者はいません',
    preview: 'プレビュー',
    previewEmpty: '人を選ぶと、ここにバッジが表示されます。',
    sheet: 'バッジシート',
    pages: '担当者のページ',
  },
  card: {
    label: '{{name}} のバッジ',
    qrLabel: 'バッジ {{id}} の QR コード',
    badgeId: 'バッジ ID',
    photoAlt: '{{name}} の写真',
  },
};

export default badges;
