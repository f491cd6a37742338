import type en from '../en/shell.ts';

const shell: typeof en = {
  noResults: 'Sonuç bulunamadı..',
  navbar: {
    main: 'Ana menü',
    operations: 'Operasyonlar',
  },
  toolbar: {
    openNavigation: 'Menüyü aç',
    skipToContent: 'İçeriğe geç',
  },
  footer: {
    tagline: 'Watchpost · canlı güvenlik operasyonları',
    copyright: '© {{year}} Watchpost',
  },
  userMenu: {
    account: 'Hesap: {{name}}, {{role}}',
    signOut: 'Oturumu kapat',
  },
  pages: {
    backHome: 'Ana sayfaya dön',
    notFound: {
      code: 'Hata 404',
      title: 'Sayfa bulunamadı',
    },
    error: {
      componentStack: 'Bileşen yığını',
      unknownError: 'Bilinmeyen hata',
    },
    loadingPage: 'Sayfa yükleniyor',
    noAccess: {
      title: 'Erişim yok',
      text: 'Rolünüz bu sayfaya erişim vermiyor. Gerekiyorsa yöneticinize başvurun.',
    },
  },
  search: {
    tooltip: 'Ara (/ veya Ctrl+K)',
    placeholder: 'Sayfa, etkinlik, kişi ara…',
    searching: 'Aranıyor',
    results: 'Arama sonuçları',
    pages: 'Sayfalar',
    records: 'Kayıtlar',
    page: 'Sayfa',
    recordsFailed: 'Kayıtlarda arama yapılamadı. Sayfalar yine de listeleniyor.',
    hint: 'Aramak için yazın. ↑ ↓ ile gezinin, Enter ile açın, Esc ile kapatın.',
    kinds: {
      event: 'Etkinlik',
      person: 'Kişi',
      client: 'Müşteri',
      incidentReport: 'Olay raporu',
    },
  },
  shortcuts: {
    bar: 'Kısayollar',
    pin: 'Kısayol sabitle',
    edit: 'Kısayolları düzenle',
    findPage: 'Sayfa bul',
    findPageToPin: 'Sabitlenecek sayfayı bul',
    saveFailed: 'Kısayollar kaydedilemedi. Tekrar deneyin.',
  },
};

export default shell;
