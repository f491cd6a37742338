import type en from '../en/workforceReports.ts';

const workforceReports: typeof en = {
  period: {
    from: '開始日',
    to: '終了日',
    presets: '期間',
    preset: {
      thisMonth: '今月',
      lastMonth: '先月',
      last30Days: '過去30日',
      last3Months: '過去3か月',
      thisYear: '今年',
    },
    invalidDay: '正しい日付を入力してください',
    toBeforeFrom: '開始日以降にしてください',
    tooLong: '最大400日です',
    fixPeriod: 'レポートを表示するには期間を修正してください。',
  },
  client: {
    label: 'クライアント',
    all: 'すべてのクライアント',
    loading: '読み込み中…',
  },
  loadFailed: 'レポートを読み込めませんでした。',
  grid: {
    columns: '列',
    filters: 'フィルター',
    density: '表示密度',
    densities: { compact: 'コンパクト', standard: '標準', comfortable: 'ゆったり' },
    search: '検索…',
  },
};
export default workforceReports;
