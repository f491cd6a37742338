import type en from '../en/dailyActivity.ts';

const dailyActivity: typeof en = {
  title: 'Günlük faaliyet raporu',
  intro:
    'Bir etkinliğin gününde olanlar, müşterinin aldığı haliyle: görevdeki güvenlik görevlileri, molalar, devriyeler, okutmalar, durum bildirimleri, alarmlar, olaylar, ziyaretçiler ve amirin notu. Saatler etkinliğin saat dilimindedir.',
  event: 'Etkinlik',
  date: 'Gün',
  noEvents: 'Raporlayabileceğiniz etkinlik yok.',
  pickEvent: 'Gününü görmek için bir etkinlik seçin.',
  loadFailed: 'Rapor yüklenemedi.',
  retry: 'Tekrar dene',
  downloadPdf: 'PDF indir',
  header: {
    customer: 'Müşteri',
    location: 'Konum',
    timeZone: 'Saat dilimi',
  },
  empty: {
    event_not_running: 'Raporlanacak bir şey yok: etkinlik bu gün devam etmiyordu.',
    no_shift: 'Raporlanacak bir şey yok: bu gün için vardiya planlanmamıştı.',
    no_guard_clocked_in: 'Raporlanacak bir şey yok: vardiyalar planlanmıştı ama hiçbir görevli giriş yapmadı.',
  },
  sections: {
    guards: 'Görevdeki görevliler',
    breaks: 'Molalar',
    tours: 'Devriyeler',
    scans: 'Kontrol noktası okutmaları',
    checkCalls: 'Durum bildirimleri',
    patrolVisits: 'Devriye ziyaretleri',
    alerts: 'Alarmlar',
    incidents: 'Olay raporları',
    visitors: 'Ziyaretçiler',
    note: 'Amirin notu',
    versions: 'Yayımlanan sürümler',
    archive: 'Arşiv',
  },
  none: {
    guards: 'Görevde görevli yok',
    breaks: 'Mola yok',
    tours: 'Devriye turu yok',
    scans: 'Kontrol noktası okutması yok',
    checkCalls: 'Durum bildirimi yok',
    alerts: 'Alarm yok',
    incidents: 'Olay raporu yok',
    visitors: 'Ziyaretçi yok',
    note: 'Not yok',
    versions: 'Henüz yayımlanmış sürüm yok',
    archive: 'Eşleşen yayımlanmış rapor yok.',
  },
  guard: {
    inOut: 'Giriş {{in}} · çıkış {{out}}',
    stillOnDuty: 'Giriş {{in}} · hâlâ görevde',
    hours: '{{hours}} sa',
    offSite: 'Saha dışı',
  },
  break: {
    span: '{{start}} – {{end}}',
    open: '{{start}} itibarıyla · hâlâ molada',
    minutes: '{{minutes}} / {{planned}} dk',
    overrun: 'Süre aşımı',
  },
  patrol: {
    visited: 'Ziyaret edildi',
    missed: 'Kaçırıldı',
    visitedAt: '{{time}} saatinde ziyaret edildi',
  },
  tour: {
    counts: '{{scanned}}/{{expected}} okutuldu · {{missed}} kaçırıldı · {{late}} geç',
  },
  alert: {
    acknowledged: '{{name}} tarafından {{minutes}} dk sonra onaylandı',
    someone: 'birisi',
    unacknowledged: 'Onaylanmadı',
  },
  incident: {
    filedBy: 'Bildiren: {{name}}',
    photo: '{{title}} için ilk fotoğraf',
  },
  visitor: {
    span: 'Giriş {{in}} · çıkış {{out}}',
    onSite: 'hâlâ sahada',
  },
  note: {
    label: 'Günün notu',
    save: 'Notu kaydet',
    saved: 'Not kaydedildi',
    by: '{{name}}, {{at}}',
    tooLong: 'En fazla 4000 karakter',
    saveFailed: 'Not kaydedilemedi.',
  },
  version: {
    name: 'Sürüm {{version}}',
    revision: 'Revizyon',
    issued: 'Yayımlandı {{at}} · zincir konumu {{seq}}',
    download: '{{version}}. sürümü indir',
  },
  archive: {
    search: 'Etkinlik veya müşteri ara',
    from: 'Başlangıç',
    to: 'Bitiş',
    allEvents: 'Tüm etkinlikler',
    columns: {
      date: 'Gün',
      event: 'Etkinlik',
      customer: 'Müşteri',
      version: 'Sürüm',
      issued: 'Yayımlandı',
      pdf: 'PDF',
    },
  },
};

export default dailyActivity;
