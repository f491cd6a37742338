import type en from '../en/alerts.ts';

const alerts: typeof en = {
  bell: {
    label: 'アラート',
    labelUnseen: 'アラート、未確認 {{count}} 件',
  },
  dropdown: {
    title: 'アラート',
    unseenCount: '未確認 {{count}} 件',
    filterLabel: '表示するアラートの種類',
    listLabel: 'アラート（新しい順）',
    empty: 'アラートはありません',
    loadMore: 'さらに読み込む',
    loadFailed: 'アラートを読み込めませんでした。',
    retry: '再試行',
    unseen: '未確認',
  },
  filters: {
    all: 'すべて',
    break: '休憩',
    geofence: 'ジオフェンス',
    sos: 'SOS',
  },
  categories: {
    sos: 'SOS',
    geofence: 'ジオフェンス',
    break: '休憩',
    assignment: '配置',
    visitor: '要注意リスト',
  },
  unknownGuard: '不明な警備員',
  noEvent: '割り当てられたイベントなし',
  detail: {
    type: '種類',
    guard: '警備員',
    event: 'イベント',
    message: 'メッセージ',
    notes: 'メモ',
    task: 'タスク',
    created: '発生日時',
    breakLength: '休憩時間',
    breakMinutes: '{{count}} 分',
    assignedBy: '割り当てた人',
    unassignedBy: '割り当てを解除した人',
    seen: '確認',
    seenAt: '{{time}} に',
    notSeen: 'まだ確認されていません',
    position: '位置',
    mapLabel: 'アラートが発生した場所の地図',
    mapLoading: '地図を読み込み中…',
    close: '閉じる',
    delete: '削除',
    deleteTitle: 'このアラートを削除しますか？',
    deleteBody: '誤報の場合にのみ削除してください。全員の一覧から消え、削除は記録されます。',
    deleted: 'アラートを削除しました。',
  },
  seenFailed: 'アラートを確認済みにできませんでした: {{message}}',
  sos: {
    heading: 'SOS',
    raisedBy: '{{guard}} が助けを求めています',
    atEvent: '場所: {{event}}',
    more: 'ほかの未確認 SOS アラート: {{count}} 件',
    open: '開く',
    soundBlocked: 'ブラウザーが警報音を止めています。',
    turnOnSound: '音を出す',
    collapse: 'SOSバナーを最小化',
    pill: 'SOS {{count}}件',
    pillLabel: '未確認のSOSアラート：{{count}}件。バナーを表示',
    moreShort: '+{{count}}',
  },
  texts: {
    sos: {
      type: 'SOS',
      title: 'SOS：{{name}}',
      text: '{{name}}さんがSOSを発信しました。',
      textAtEvent: '{{name}}さんが{{eventName}}でSOSを発信しました。',
    },
    geofenceExit: {
      type: 'ジオフェンス離脱',
      title: 'ジオフェンス離脱：{{name}}',
      text: '{{name}}さんが許可ゾーンから出ました。',
      textAtEvent: '{{name}}さんが{{eventName}}で許可ゾーンから出ました。',
    },
    offSiteClockIn: {
      type: '現場外での出勤打刻',
      title: '現場外での出勤打刻：{{name}}',
      text: '{{name}}さんが{{eventName}}の許可ゾーンから{{metres}} m離れた場所で出勤打刻しました。',
    },
    restrictedAreaEntry: {
      type: '立入禁止区域への進入',
      title: '立入禁止区域への進入：{{name}}',
      text: '{{name}}さんが立入禁止区域に入りました。',
      textAtEvent: '{{name}}さんが{{eventName}}で立入禁止区域に入りました。',
      textZone: '{{name}}さんが立入禁止区域「{{zoneTitle}}」に入りました。',
      textZoneAtEvent: '{{name}}さんが{{eventName}}で立入禁止区域「{{zoneTitle}}」に入りました。',
    },
    breakZoneExit: {
      type: '休憩ゾーン外での休憩',
      title: '休憩ゾーン外での休憩：{{name}}',
      text: '{{name}}さんが休憩ゾーンの外で休憩しています。',
      textAtEvent: '{{name}}さんが{{eventName}}で休憩ゾーンの外で休憩しています。',
    },
    breakOverrun: {
      type: '休憩超過',
      title: '休憩超過：{{name}}',
      text: '{{name}}さんの{{lengthOfBreak}}分の休憩が{{minutes}}分超過しました。',
      textGoing: '{{name}}さんの{{lengthOfBreak}}分の休憩が超過し、まだ続いています。',
    },
    watchListMatch: {
      type: 'ウォッチリスト一致',
      title: 'ウォッチリスト一致：{{name}}',
      textName:
        '{{name}}さんが名前でウォッチリストに一致しました：{{reason}}。チェックインを試みたのは{{by}}さんです。',
      textNameAtEvent:
        '{{name}}さんが{{eventName}}で名前によりウォッチリストに一致しました：{{reason}}。チェックインを試みたのは{{by}}さんです。',
      textPlate:
        '{{name}}さんが車両ナンバーでウォッチリストに一致しました：{{reason}}。チェックインを試みたのは{{by}}さんです。',
      textPlateAtEvent:
        '{{name}}さんが{{eventName}}で車両ナンバーによりウォッチリストに一致しました：{{reason}}。チェックインを試みたのは{{by}}さんです。',
    },
    eventAssigned: {
      type: 'イベント割り当て',
      title: 'イベント割り当て：{{name}}',
      text: '{{name}}さんが{{eventName}}に割り当てられました。',
    },
    eventUnassigned: {
      type: 'イベント割り当て解除',
      title: 'イベント割り当て解除：{{name}}',
      text: '{{name}}さんの{{eventName}}への割り当てが解除されました。',
    },
    missedClockIn: {
      type: '出勤打刻なし',
      title: '出勤打刻なし：{{name}}',
      text: '{{name}}さんは{{minutes}}分前に始まった{{eventName}}の{{post}}シフトに出勤打刻していません。',
      textLate: '{{name}}さんは{{eventName}}の{{post}}シフトに{{lateMinutes}}分遅れて出勤打刻しました。',
    },
    dispatchNotAcknowledged: {
      type: '出動未確認',
      title: '出動未確認: {{name}}',
      text: '{{name}} は {{minutes}} 分前に割り当てられた {{place}} の P{{priority}} 要請をまだ確認していません。',
    },
    missedPatrolVisit: {
      type: 'パトロール訪問漏れ',
      title: 'パトロール訪問漏れ: {{name}}',
      text: '{{name}} は {{windowStart}} から {{windowEnd}} の間に {{eventName}} を訪問しませんでした（ルート {{routeName}}）。',
    },
    responseTargetMissed: {
      type: '対応目標超過',
      title: '対応目標超過: {{name}}',
      text: 'P{{priority}} 要請の目標 {{minutes}} 分以内に {{place}} へ誰も到着しませんでした。',
    },
    leftEarly: {
      type: '早退',
      title: '早退：{{name}}',
      text: '{{name}}さんは{{eventName}}の{{post}}シフト終了の{{minutes}}分前に退勤打刻しました。',
    },
    missedCheckpoint: {
      type: 'チェックポイント未巡回',
      title: 'チェックポイント未巡回: {{tourName}}',
      text: '{{eventName}}の{{runStart}}開始の{{tourName}}でスキャンされませんでした: {{checkpoints}}。',
    },
    missedCheckCall: {
      type: '安否確認の未応答',
      title: '安否確認の未応答: {{name}}',
      text: '{{name}}は{{eventName}}で{{dueAt}}期限の安否確認に応答していません。',
      textEscalated:
        '{{name}}は{{eventName}}で{{dueAt}}期限の安否確認にまだ応答していません。マネージャーに通知しました。',
    },
    noMovement: {
      type: '動きなし',
      title: '動きなし: {{name}}',
      text: '{{name}}は{{eventName}}で{{minutes}}分間動いていません。',
    },
  },
};

export default alerts;
