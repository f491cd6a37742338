import type en from '../en/performanceMetrics.ts';

const performanceMetrics: typeof en = {
  title: 'レポート / パフォーマンス指標',
  view: {
    label: '指標',
    personnel: '担当者のパフォーマンス指標',
    events: 'イベントのパフォーマンス指標',
  },
  search: '担当者名で検索',
  role: {
    label: '役割',
    all: 'すべての役割',
    supervisor: 'スーパーバイザー',
    areaManager: 'エリアマネージャー',
    eventManager: 'イベントマネージャー',
  },
  roleLabel: {
    supervisor: 'スーパーバイザー',
    areaManager: 'エリアマネージャー',
    eventManager: 'イベントマネージャー',
  },
  empty: {
    supervisor: 'スーパーバイザーが見つかりません',
    areaManager: 'エリアマネージャーが見つかりません',
    eventManager: 'イベントマネージャーが見つかりません',
    events: 'この期間に活動のあるイベントはありません',
  },
  event: {
    label: 'イベント',
    all: 'すべてのイベント',
    unknown: 'イベント {{id}}',
  },
  unknownClient: '不明なクライアント',
  clientOf: 'クライアント: {{name}}',
  metrics: {
    breakViolations: '休憩違反',
    alerts: 'アラート',
    otSavings: '残業削減額',
    otSavingsHint: '打刻をイベントの予定開始・終了時刻に合わせて切り詰めたことで回避された賃金',
  },
  loading: 'パフォーマンス指標を読み込み中',
  personnelCards: '担当者のパフォーマンスカード',
  eventCards: 'イベントのパフォーマンスカード',
};
export default performanceMetrics;
