import type en from '../en/auth.ts';

const auth: typeof en = {
  layout: {
    tagline: 'Watchpost — 警備業務をリアルタイムに',
    about: 'Watchpostについて',
    overline: '警備トラッキングコンソール',
    pitch: '警備員、現場、イベント、アラートをひとつのコンソールで。管制室からも現場からも。',
    features: {
      track: {
        title: 'すべての警備員を把握',
        text: '全現場の現在位置、出勤打刻、休憩をリアルタイムで確認。',
      },
      alerts: {
        title: 'アラートに即座に対応',
        text: 'SOS、ジオフェンス、立入禁止区域のアラートを発生と同時に通知。',
      },
      reports: {
        title: '締め作業もスムーズに',
        text: 'インシデント、給与、予算、コンプライアンスのレポートを一か所で。',
      },
    },
  },
  password: {
    show: 'パスワードを表示',
    hide: 'パスワードを隠す',
  },
  signIn: {
    title: 'サインイン',
    noAccount: 'アカウントをお持ちでない方は',
    signUpLink: 'サインアップ',
    noRole: 'アカウントにまだロールがありません。マネージャーにロールの付与を依頼してください。',
    form: 'サインイン',
    email: 'メールアドレス',
    password: 'パスワード',
    remember: 'サインインしたままにする',
    forgotLink: 'パスワードをお忘れですか？',
    submit: 'サインイン',
    busy: 'サインイン中',
    failed: 'サインインできませんでした。',
    demo: 'デモアカウント：',
  },
  signUp: {
    title: 'サインアップ',
    haveAccount: 'すでにアカウントをお持ちの方は',
    signInLink: 'サインイン',
    form: 'サインアップ',
    displayName: '表示名',
    email: 'メールアドレス',
    password: 'パスワード',
    passwordConfirm: 'パスワード（確認）',
    terms: '利用規約を読み、同意します',
    submit: 'アカウントを作成',
    busy: 'アカウントを作成中',
    failed: 'サインアップできませんでした。',
  },
  federated: {
    or: 'または',
    continueWith: '{{provider}}で続行',
    defaultProvider: 'シングルサインオン',
    signingIn: 'サインイン中…',
    waiting: '開いたサインインウィンドウで操作を続けてください。',
    popupBlocked:
      'ブラウザーがサインインウィンドウをブロックしました。このサイトのポップアップを許可して再試行するか、',
    continueHere: 'このウィンドウで続行してください',
    popupBlockedEnd: '。',
    popupClosed: '完了する前にサインインウィンドウが閉じられました。',
    failed: 'サインインできませんでした。もう一度お試しください。',
    sessionFailed: 'サインインしましたが、セッションを読み込めませんでした。',
  },
  forgot: {
    title: 'パスワードをお忘れですか？',
    intro: 'アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
    backToSignIn: 'サインインに戻る',
    form: 'パスワード再設定リンクを請求',
    email: 'メールアドレス',
    submit: '再設定リンクを送信',
    busy: '送信中',
    failed: 'リクエストを送信できませんでした。もう一度お試しください。',
    sentDetails:
      'アカウントが存在する場合、<email>{{email}}</email> にリンクを送信しました。リンクは1回のみ、1時間有効です。数分たっても届かない場合は迷惑メールフォルダーを確認してください。',
    anotherEmail: '別のメールアドレスを使う',
  },
  reset: {
    title: '新しいパスワードを設定',
    intro:
      '8文字以上で入力してください。設定後はサインインした状態になり、他のすべての場所からはサインアウトされます。',
    requestNewLink: '新しいリンクを請求',
    backToSignIn: 'サインインに戻る',
    form: '新しいパスワードを設定',
    newPassword: '新しいパスワード',
    newPasswordConfirm: '新しいパスワード（確認）',
    submit: '新しいパスワードを設定してサインイン',
    busy: '保存中',
    failed: 'パスワードを変更できませんでした。もう一度お試しください。',
  },
  signOut: {
    thanks: 'Watchpostをご利用いただきありがとうございます。',
    goToSignIn: 'サインインへ',
    busyLabel: 'サインアウト中',
    busy: 'サインアウト中…',
  },
};

export default auth;
