import type en from '../en/badges.ts';

const badges: typeof en = {
  page: {
    title: 'Kartlar',
    subtitle:
      'Personeliniz için yazdırılabilir kimlik kartları: kişileri seçin, önizlemeyi kontrol edin, sonra A4’e yazdırın.',
    searchLabel: 'Ara',
    searchAria: 'Kart için personel ara',
    peopleList: 'Kartı yazdırılacak personel',
    selectAllOnPage: 'Bu sayfadakilerin tümünü seç',
    selectPerson: '{{name}} kişisini seç',
    selectedCount: 'Seçilen: {{count}}',
    clearSelection: 'Seçimi temizle',
    print: 'Yazdır',
    chooseFirst: 'Kartını yazdırmak için en az bir kişi seçin.',
    nothingSelected: 'Hiçbir şey seçili değil.',
    printHint:
      'Kartlar 85,6 × 54 mm (CR80) boyutundadır; A4 sayfasına on adet, her birinin çevresinde kesim çizgisiyle.',
    loading: 'Personel yükleniyor',
    loadFailed: 'Personel yüklenemedi',
    empty: 'Bu aramayla eşleşen personel yok',
    preview: 'Önizleme',
    previewEmpty: 'Kartlarını burada görmek için kişileri seçin.',
    sheet: 'Kart sayfası',
    pages: 'Personel sayfaları',
  },
  card: {
    label: '{{name}} kimlik kartı',
    qrLabel: '{{id}} kartının QR kodu',
    badgeId: 'Kart No',
    photoAlt: '{{name}} fotoğrafı',
  },
};

export default badges;
