import type en from '../en/activityLogs.ts';

const activityLogs: typeof en = {
  title: 'レポート / アクティビティログ',
  view: {
    label: 'レポート',
    clock: '出退勤レポート',
    geofence: 'ジオフェンスレポート',
  },
  clock: {
    columns: {
      guard: '警備員',
      event: 'イベント',
      client: 'クライアント',
      clockedIn: '出勤',
      clockedOut: '退勤',
      actions: '操作',
    },
    noEvent: '割り当てイベントなし',
    noClockIn: '出勤記録なし',
    noClockOut: '退勤記録なし',
    search: '警備員・イベント・クライアントを検索',
    empty: 'この期間の出勤記録はありません。',
    noMatch: '検索条件またはフィルターに一致する出勤記録はありません。',
  },
  geofence: {
    columns: {
      title: 'タイトル',
      event: 'イベント',
      zoneType: 'エリアの種類',
      guard: '警備員',
      client: 'クライアント',
      crossing: '通過',
      time: '時刻',
    },
    untitled: '無題',
    noEvent: 'イベントが見つかりません',
    noZoneType: '該当なし',
    zoneTypes: {
      allowed: '許可エリア',
      break: '休憩エリア',
      restricted: '立入禁止エリア',
    },
    crossing: { enter: '進入', exit: '退出' },
    search: 'タイトル・イベント・エリア・警備員を検索',
    empty: 'この期間のジオフェンス通過はありません。',
    noMatch: '検索条件またはフィルターに一致するジオフェンス通過はありません。',
  },
  unknownGuard: '不明なユーザー',
  actions: {
    menu: '{{name}} の操作',
    openTimesheet: 'タイムシートを開く',
  },
};
export default activityLogs;
