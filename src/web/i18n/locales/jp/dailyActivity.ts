import type en from '../en/dailyActivity.ts';

const dailyActivity: typeof en = {
  title: '日次活動レポート',
  intro:
    'イベントの1日に起きたことを、顧客が受け取る形で表示します：勤務中の警備員、休憩、巡回、スキャン、安否確認、アラート、インシデント、来訪者、監督者のメモ。時刻はイベントのタイムゾーンです。',
  event: 'イベント',
  date: '日付',
  noEvents: 'レポート対象のイベントがありません。',
  pickEvent: 'イベントを選ぶとその日が表示されます。',
  loadFailed: 'レポートを読み込めませんでした。',
  retry: '再試行',
  downloadPdf: 'PDFをダウンロード',
  header: {
    customer: '顧客',
    location: '場所',
    timeZone: 'タイムゾーン',
  },
  empty: {
    event_not_running: '報告事項なし：この日はイベントが開催されていませんでした。',
    no_shift: '報告事項なし：この日はシフトが予定されていませんでした。',
    no_guard_clocked_in: '報告事項なし：シフトは予定されていましたが、出勤した警備員はいませんでした。',
  },
  sections: {
    guards: '勤務中の警備員',
    breaks: '休憩',
    tours: '巡回',
    scans: 'チェックポイントのスキャン',
    checkCalls: '安否確認',
    patrolVisits: '巡回訪問',
    alerts: 'アラート',
    incidents: 'インシデントレポート',
    visitors: '来訪者',
    note: '監督者のメモ',
    versions: '発行済みバージョン',
    archive: 'アーカイブ',
  },
  none: {
    guards: '勤務中の警備員はいません',
    breaks: '休憩はありません',
    tours: '巡回はありません',
    scans: 'チェックポイントのスキャンはありません',
    checkCalls: '安否確認はありません',
    alerts: 'アラートはありません',
    incidents: 'インシデントレポートはありません',
    visitors: '来訪者はいません',
    note: 'メモはありません',
    versions: 'まだ発行されたバージョンはありません',
    archive: '該当する発行済みレポートはありません。',
  },
  guard: {
    inOut: '出勤 {{in}} · 退勤 {{out}}',
    stillOnDuty: '出勤 {{in}} · 勤務中',
    hours: '{{hours}} 時間',
    offSite: '現場外',
  },
  break: {
    span: '{{start}} – {{end}}',
    open: '{{start}}から · 休憩中',
    minutes: '{{planned}} 分中 {{minutes}} 分',
    overrun: '超過',
  },
  patrol: {
    visited: '訪問済み',
    missed: '未訪問',
    visitedAt: '{{time}} に訪問',
  },
  tour: {
    counts: '{{scanned}}/{{expected}} スキャン · {{missed}} 未実施 · {{late}} 遅延',
  },
  alert: {
    acknowledged: '{{name}} が {{minutes}} 分後に確認',
    someone: '誰か',
    unacknowledged: '未確認',
  },
  incident: {
    filedBy: '提出者：{{name}}',
    photo: '{{title}} の最初の写真',
  },
  visitor: {
    span: '入館 {{in}} · 退館 {{out}}',
    onSite: '在館中',
  },
  note: {
    label: 'この日のメモ',
    save: 'メモを保存',
    saved: 'メモを保存しました',
    by: '{{name}}、{{at}}',
    tooLong: '4000 文字以内',
    saveFailed: 'メモを保存できませんでした。',
  },
  version: {
    name: 'バージョン {{version}}',
    revision: '改訂',
    issued: '発行 {{at}} · チェーン位置 {{seq}}',
    download: 'バージョン {{version}} をダウンロード',
  },
  archive: {
    search: 'イベントまたは顧客を検索',
    from: '開始',
    to: '終了',
    allEvents: 'すべてのイベント',
    columns: {
      date: '日付',
      event: 'イベント',
      customer: '顧客',
      version: 'バージョン',
      issued: '発行',
      pdf: 'PDF',
    },
  },
};

export default dailyActivity;
