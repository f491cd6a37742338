import type en from '../en/dashboard.ts';

const dashboard: typeof en = {
  title: 'ダッシュボード',
  welcome: 'おかえりなさい、{{name}}さん。現在の業務状況です。',
  intro: '現在の業務状況です。',
  updated: '{{time}} 更新',
  refreshNow: '今すぐ更新',
  refresh: 'ダッシュボードを更新',
  retry: '再試行',
  loading: 'ダッシュボードを読み込み中',
  loadFailed: 'ダッシュボードを読み込めませんでした',
  refreshFailed: '更新できませんでした：{{error}} {{time}} 時点の数値を表示しています。',
  kpi: {
    guardsOnDuty: '勤務中の警備員',
    guardsOnBreak: '休憩中',
    activeEvents: '実施中のイベント',
    upcomingEvents: '今後のイベント',
    unseenAlerts: '未確認のアラート',
    incidents7d: 'インシデント（7日間）',
    visitorsOnSite: '現場の来訪者',
    openSos: 'SOS {{number}}件',
  },
  activeEvents: {
    title: '実施中のイベント',
    count: '実施中のイベント {{number}}件',
    table: '実施中のイベント',
    event: 'イベント',
    customer: '顧客',
    ends: '終了',
    staffing: '勤務中 / 配置',
    staffingLabel: '配置された警備員{{assigned}}人のうち{{onDuty}}人が勤務中',
    endsIn: '{{customer}} · {{when}}に終了',
    empty: '現在実施中のイベントはありません',
  },
  recentAlerts: {
    title: '最近のアラート',
    list: '最近のアラート',
    unseenCount: '未確認 {{number}}件',
    unseen: '未確認',
    types: {
      sos: 'SOS',
      restricted: '立入禁止区域',
      geofence: 'ジオフェンス',
      break: '休憩',
      assigned: '配置',
      unassigned: '配置解除',
    },
  },
};

export default dashboard;
