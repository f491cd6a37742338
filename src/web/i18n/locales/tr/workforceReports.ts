import type en from '../en/workforceReports.ts';

const workforceReports: typeof en = {
  period: {
    from: 'Başlangıç',
    to: 'Bitiş',
    presets: 'Dönem',
    preset: {
      thisMonth: 'Bu ay',
      lastMonth: 'Geçen ay',
      last30Days: 'Son 30 gün',
      last3Months: 'Son 3 ay',
      thisYear: 'Bu yıl',
    },
    invalidDay: 'Geçerli bir tarih girin',
    toBeforeFrom: 'Başlangıçla aynı gün veya sonrası olmalı',
    tooLong: 'En fazla 400 gün',
    fixPeriod: 'Raporu görmek için dönemi düzeltin.',
  },
  client: {
    label: 'Müşteri',
    all: 'Tüm Müşteriler',
    loading: 'Yükleniyor…',
  },
  loadFailed: 'Rapor yüklenemedi.',
  grid: {
    columns: 'Sütunlar',
    filters: 'Filtreler',
    density: 'Yoğunluk',
    densities: { compact: 'Sıkı', standard: 'Standart', comfortable: 'Rahat' },
    search: 'Ara…',
  },
};
export default workforceReports;
