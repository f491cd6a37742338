import type en from '../en/profile.ts';

const profile: typeof en = {
  title: 'プロフィール',
  intro: 'Watchpostで同僚に表示されるあなたの情報です。',
  details: {
    title: '詳細',
    form: 'プロフィールの詳細',
    displayName: '表示名',
    displayNameHelp: 'ツールバー、バッジ、レポートに表示されます',
    email: 'メールアドレス',
    emailHelp: '変更はマネージャーに依頼してください',
    role: 'ロール',
    undo: '元に戻す',
    saved: '名前を保存しました',
    saveFailed: '保存できませんでした。',
  },
  photo: {
    title: '写真',
    previewAlt: '新しい写真のプレビュー',
    photoOf: '{{name}}さんの写真',
    saving: '写真を保存中',
    previewHint: 'プレビュー：使う場合はアップロード、やめる場合はキャンセルしてください。',
    hint: 'JPEG、PNG、WebP形式で5 MBまで。正方形に切り抜かれます。',
    upload: '写真をアップロード',
    change: '写真を変更',
    choose: '写真を選択',
    updated: '写真を更新しました',
    removed: '写真を削除しました',
    uploadFailed: '写真をアップロードできませんでした。',
    removeFailed: '写真を削除できませんでした。',
    wrongType: 'JPEG、PNG、WebP形式の画像を選択してください。',
    tooLarge: '画像が5 MBを超えています。',
  },
};

export default profile;
