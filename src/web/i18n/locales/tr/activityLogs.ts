import type en from '../en/activityLogs.ts';

const activityLogs: typeof en = {
  title: 'Raporlar / Etkinlik Kayıtları',
  view: {
    label: 'Rapor',
    clock: 'Giriş/Çıkış Raporları',
    geofence: 'Coğrafi Sınır Raporları',
  },
  clock: {
    columns: {
      guard: 'Görevli',
      event: 'Etkinlik',
      client: 'Müşteri',
      clockedIn: 'Giriş',
      clockedOut: 'Çıkış',
      actions: 'İşlemler',
    },
    noEvent: 'Atanmış Etkinlik Yok',
    noClockIn: 'Giriş Yok',
    noClockOut: 'Çıkış Yok',
    search: 'Görevli, etkinlik veya müşteri ara',
    empty: 'Bu dönemde giriş kaydı yok.',
    noMatch: 'Aramaya veya filtrelere uyan giriş kaydı yok.',
  },
  geofence: {
    columns: {
      title: 'Başlık',
      event: 'Etkinlik',
      zoneType: 'Bölge Türü',
      guard: 'Görevli',
      client: 'Müşteri',
      crossing: 'Geçiş',
      time: 'Zaman',
    },
    untitled: 'Başlıksız',
    noEvent: 'Etkinlik Bulunamadı',
    noZoneType: 'Yok',
    zoneTypes: {
      allowed: 'İzinli bölge',
      break: 'Mola bölgesi',
      restricted: 'Yasak bölge',
    },
    crossing: { enter: 'Giriş', exit: 'Çıkış' },
    search: 'Başlık, etkinlik, bölge veya görevli ara',
    empty: 'Bu dönemde coğrafi sınır geçişi yok.',
    noMatch: 'Aramaya veya filtrelere uyan coğrafi sınır geçişi yok.',
  },
  unknownGuard: 'Bilinmeyen kullanıcı',
  actions: {
    menu: '{{name}} için işlemler',
    openTimesheet: 'Puantajı aç',
  },
};
export default activityLogs;
