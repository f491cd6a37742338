import type en from '../en/quickPanel.ts';

const quickPanel: typeof en = {
  title: 'クイックパネル',
  open: 'クイックパネルを開く',
  today: '今日',
  myShift: '自分のシフト',
  clock: { off: '未出勤', onDuty: '勤務中', onBreak: '休憩中' },
  since: '{{time}}から',
  breakLength: '{{minutes}}分の休憩',
  noEvent: '現在割り当てられているイベントはありません。',
  recentAlerts: '最近のアラート',
  noAlerts: 'アラートはありません',
  loading: 'クイックパネルを読み込み中',
  loadFailed: 'ステータスを読み込めませんでした。まもなく再試行します。',
};

export default quickPanel;
