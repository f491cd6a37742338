import type en from '../en/breaks.ts';

const breaks: typeof en = {
  title: '休憩',
  subtitle: '現在休憩中の人、経過時間、これまでのすべての休憩。',
  tabs: {
    live: '現在休憩中',
    history: '履歴',
  },
  live: {
    refreshNote: '30秒ごとに更新されます。',
    empty: '現在休憩中の人はいません。',
    listLabel: '休憩中の警備員',
    startedAt: '開始 {{time}}',
  },
  history: {
    gridLabel: '休憩履歴',
    searchPlaceholder: '警備員またはイベント',
    searchAria: '休憩を検索',
    from: '開始日',
    to: '終了日',
    event: 'イベント',
    allEvents: 'すべてのイベント',
    overrunOnly: '超過のみ',
    empty: '休憩はまだありません。',
    noMatch: 'この条件に一致する休憩はありません。',
  },
  columns: {
    guard: '警備員',
    event: 'イベント',
    start: '開始',
    end: '終了',
    allowed: '許容',
    taken: '取得',
    status: '状態',
  },
  minutes: '{{count}} 分',
  takenOfAllowed: '{{allowed}} 分中 {{taken}} 分',
  overrunBy: '{{count}} 分超過',
  noEvent: 'イベントなし',
  stillOn: '休憩中',
  status: {
    active: '休憩中',
    completed: '完了',
    overrun: '超過',
  },
  end: {
    action: '休憩を終了',
    actionFor: '{{name}} の休憩を終了',
    title: '{{name}} の休憩を終了しますか？',
    body: '本人に代わって休憩を今終了します。この操作は監査ログに記録されます。',
    confirm: '休憩を終了',
    done: '{{name}} の休憩を終了しました',
  },
  loadFailed: '休憩を読み込めませんでした',
};

export default breaks;
