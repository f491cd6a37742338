import type en from '../en/profile.ts';

const profile: typeof en = {
  title: 'Profil',
  intro: "Watchpost'ta iş arkadaşlarınıza böyle görünürsünüz.",
  details: {
    title: 'Bilgiler',
    form: 'Profil bilgileri',
    displayName: 'Görünen ad',
    displayNameHelp: 'Araç çubuğunda, yaka kartlarında ve raporlarda gösterilir',
    email: 'E-posta',
    emailHelp: 'Değiştirmek için bir yöneticiye başvurun',
    role: 'Rol',
    undo: 'Geri al',
    saved: 'Adınız kaydedildi',
    saveFailed: 'Kaydedilemedi.',
  },
  photo: {
    title: 'Fotoğraf',
    previewAlt: 'Yeni fotoğrafın önizlemesi',
    photoOf: '{{name}} fotoğrafı',
    saving: 'Fotoğraf kaydediliyor',
    previewHint: 'Önizleme: kullanmak için yükleyin ya da iptal edin.',
    hint: 'JPEG, PNG veya WebP, en fazla 5 MB. Kare olarak kırpılır.',
    upload: 'Fotoğrafı yükle',
    change: 'Fotoğrafı değiştir',
    choose: 'Fotoğraf seç',
    updated: 'Fotoğrafınız güncellendi',
    removed: 'Fotoğrafınız kaldırıldı',
    uploadFailed: 'Fotoğraf yüklenemedi.',
    removeFailed: 'Fotoğraf kaldırılamadı.',
    wrongType: 'JPEG, PNG veya WebP biçiminde bir görsel seçin.',
    tooLarge: "Görsel 5 MB'tan büyük.",
  },
};

export default profile;
