import type { EnglishResources } from '../../resources.ts';

/** はじめにページ（/example）：運用を立ち上げる手順を順番に、進み具合とともに示す。 */
const gettingStarted: EnglishResources['gettingStarted'] = {
  title: 'はじめに',
  subtitle: 'この順番で運用を準備してください。各手順は終わるとすぐに完了の印が付きます。',
  progress: '{{total}} 手順中 {{done}} 手順が完了',
  progressLabel: '準備の進み具合',
  loadFailed: '準備の進み具合を読み込めませんでした。',
  loading: '準備の進み具合を読み込み中',
  done: '完了',
  toDo: '未完了',
  whoDoes: '担当：{{roles}}',
  needs: {
    customer: '先に顧客が必要です（手順 1）。',
    event: '先にイベントが必要です（手順 2）。',
  },
  steps: {
    customer: {
      title: '顧客を追加する',
      text: '顧客は警備を請け負う相手です（会場、商業施設、企業など）。イベントは必ずいずれかの顧客に属します。',
      count: '顧客：{{count}}',
      action: '顧客を追加',
    },
    event: {
      title: 'イベントを計画する',
      text: 'イベントは、ある現場での一定期間の業務です。給与単価と人件費予算を持ちます。',
      count: '閲覧できるイベント：{{count}}',
      action: 'イベントを計画',
    },
    zones: {
      title: 'イベントにゾーンを描く',
      text: 'イベントの地図に許可・休憩・立入禁止ゾーンを描くと、ゾーンを出たときにアラートが出ます。',
      count: '{{events}} 件中 {{withZones}} 件のイベントにゾーンあり',
      action: 'ゾーンを描く',
    },
    guards: {
      title: '人員を追加し警備員を割り当てる',
      text: '警備員と監督者をユーザーとして追加し、イベントの警備員タブで割り当てます。',
      count: '警備員が割り当てられたイベント：{{events}} 件中 {{count}} 件',
      addPeople: '人員を追加',
      assign: '警備員を割り当て',
    },
    field: {
      title: '警備員がスマートフォンで出勤する',
      text: '警備員はスマートフォンで <bdi>{{address}}</bdi> を開いてサインインし、シフト開始時に出勤を記録します。',
      doneText: 'あなたのイベントで出勤の記録があります。',
      action: 'フィールドアプリを開く',
    },
    review: {
      title: 'アラートとレポートを確認する',
      text: '届いたアラートを確認済みにし、インシデントレポートをレビューし、給与・活動レポートを確認します。',
      doneText: 'アラートまたはレポートが確認されました。',
      reports: 'インシデントレポートをレビュー',
      dashboard: 'ダッシュボードを開く',
    },
  },
};

export default gettingStarted;
