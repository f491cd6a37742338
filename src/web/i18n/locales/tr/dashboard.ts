import type en from '../en/dashboard.ts';

const dashboard: typeof en = {
  title: 'Gösterge paneli',
  welcome: 'Tekrar hoş geldiniz, {{name}}. Operasyonunuzun şu anki durumu burada.',
  intro: 'Operasyonunuzun şu anki durumu burada.',
  updated: 'Güncellendi: {{time}}',
  refreshNow: 'Şimdi yenile',
  refresh: 'Gösterge panelini yenile',
  retry: 'Tekrar dene',
  loading: 'Gösterge paneli yükleniyor',
  loadFailed: 'Gösterge paneli yüklenemedi',
  refreshFailed: 'Yenilenemedi: {{error}} {{time}} itibarıyla veriler gösteriliyor.',
  kpi: {
    guardsOnDuty: 'Görevdeki görevliler',
    guardsOnBreak: 'Molada',
    activeEvents: 'Aktif etkinlikler',
    upcomingEvents: 'Yaklaşan etkinlikler',
    unseenAlerts: 'Görülmemiş uyarılar',
    incidents7d: 'Olaylar (7 gün)',
    visitorsOnSite: 'Sahadaki ziyaretçiler',
    openSos: '{{number}} SOS',
  },
  activeEvents: {
    title: 'Aktif etkinlikler',
    count: '{{number}} aktif etkinlik',
    table: 'Aktif etkinlikler',
    event: 'Etkinlik',
    customer: 'Müşteri',
    ends: 'Bitiş',
    staffing: 'Görevde / atanan',
    staffingLabel: 'Atanan {{assigned}} güvenlik görevlisinden {{onDuty}} kişi görevde',
    endsIn: '{{customer}} · bitiş {{when}}',
    empty: 'Şu anda aktif etkinlik yok',
  },
  recentAlerts: {
    title: 'Son uyarılar',
    list: 'Son uyarılar',
    unseenCount: '{{number}} görülmemiş',
    unseen: 'Görülmedi',
    types: {
      sos: 'SOS',
      restricted: 'Yasak bölge',
      geofence: 'Coğrafi sınır',
      break: 'Mola',
      assigned: 'Görevlendirme',
      unassigned: 'Görevden alma',
    },
  },
};

export default dashboard;
