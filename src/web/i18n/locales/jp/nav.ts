import type en from '../en/nav.ts';

const nav: typeof en = {
  DASHBOARD: 'ダッシュボード',
  CLIENTS: 'クライアント',
  EVENTS: 'イベント',
  PERSONNEL: '人員',
  VISITORS: '来訪者',
  MAP: 'リアルタイムマップ',
  MESSENGER: 'メッセンジャー',
  REPORTS: 'レポート',
  INCIDENT_REPORTS: 'インシデントレポート',
  ACTIVITY_LOGS: 'アクティビティログ',
  COMPLIANCE_REPORTS: 'コンプライアンスレポート',
  PERFORMANCE_METRICS: 'パフォーマンス指標',
  CUSTOM_REPORTS: 'カスタムレポート',
  PAYROLL_REPORTS: '給与レポート',
  FINANCIAL_REPORTS: '財務レポート',
  TOURS_REPORT: '巡回',
  RECORDS: '記録',
  USERS: 'ユーザー',
  PROFILE: 'プロフィール',
  CUSTOMERS: '顧客',
  CUSTOMER_USERS: '顧客ユーザー',
  TASKS: 'タスク',
  SCHEDULE: 'シフト表',
  BREAKS: '休憩',
  BADGES: 'IDバッジ',
  FIELD: '現場アプリ',
  AUDIT: '監査ログ',
  GETTING_STARTED: 'はじめに',
};

export default nav;
