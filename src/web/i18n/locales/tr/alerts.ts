import type en from '../en/alerts.ts';

const alerts: typeof en = {
  bell: {
    label: 'Uyarılar',
    labelUnseen: 'Uyarılar, {{count}} görülmemiş',
  },
  dropdown: {
    title: 'Uyarılar',
    unseenCount: '{{count}} görülmemiş',
    filterLabel: 'Gösterilecek uyarı türü',
    listLabel: 'Uyarılar, en yeni önce',
    empty: 'Uyarı yok',
    loadMore: 'Daha fazla yükle',
    loadFailed: 'Uyarılar yüklenemedi.',
    retry: 'Tekrar dene',
    unseen: 'Görülmedi',
  },
  filters: {
    all: 'Tümü',
    break: 'Mola',
    geofence: 'Coğrafi sınır',
    sos: 'SOS',
  },
  categories: {
    sos: 'SOS',
    geofence: 'Coğrafi sınır',
    break: 'Mola',
    assignment: 'Görevlendirme',
    visitor: 'İzleme listesi',
  },
  unknownGuard: 'Bilinmeyen görevli',
  noEvent: 'Atanmış etkinlik yok',
  detail: {
    type: 'Tür',
    guard: 'Görevli',
    event: 'Etkinlik',
    message: 'Mesaj',
    notes: 'Notlar',
    task: 'Görev',
    created: 'Oluşturulma',
    breakLength: 'Mola süresi',
    breakMinutes: '{{count}} dk',
    assignedBy: 'Atayan',
    unassignedBy: 'Atamayı kaldıran',
    seen: 'Görüldü',
    seenAt: '{{time}} tarihinde',
    notSeen: 'Henüz görülmedi',
    position: 'Konum',
    mapLabel: 'Uyarının verildiği yerin haritası',
    mapLoading: 'Harita yükleniyor…',
    close: 'Kapat',
    delete: 'Sil',
    deleteTitle: 'Bu uyarı silinsin mi?',
    deleteBody: 'Bir uyarıyı yalnızca yanlış alarmsa silin. Uyarı herkesten kalkar; silme işlemi kayda geçer.',
    deleted: 'Uyarı silindi.',
  },
  seenFailed: 'Uyarı görüldü olarak işaretlenemedi: {{message}}',
  sos: {
    heading: 'SOS',
    raisedBy: '{{guard}} yardım istiyor',
    atEvent: 'yer: {{event}}',
    more: 'Görülmemiş diğer SOS uyarıları: {{count}}',
    open: 'Aç',
    soundBlocked: 'Tarayıcı alarm sesini engelliyor.',
    turnOnSound: 'Sesi aç',
    collapse: 'SOS şeridini küçült',
    pill: '{{count}} SOS',
    pillLabel: 'Görülmemiş SOS uyarıları: {{count}}. Şeridi göster',
    moreShort: '+{{count}}',
  },
  texts: {
    sos: {
      title: 'SOS: {{name}}',
      text: '{{name}} SOS çağrısı yaptı.',
      textAtEvent: '{{name}}, {{eventName}} etkinliğinde SOS çağrısı yaptı.',
    },
    geofenceExit: {
      title: 'Coğrafi sınır dışına çıkış: {{name}}',
      text: '{{name}} izin verilen bölgelerden çıktı.',
      textAtEvent: '{{name}}, {{eventName}} etkinliğinde izin verilen bölgelerden çıktı.',
    },
    offSiteClockIn: {
      title: 'Saha dışında mesai girişi: {{name}}',
      text: '{{name}}, {{eventName}} etkinliğinin izin verilen bölgelerinin {{metres}} m dışında mesaiye giriş yaptı.',
    },
    restrictedAreaEntry: {
      title: 'Yasak bölgeye giriş: {{name}}',
      text: '{{name}} yasak bir bölgeye girdi.',
      textAtEvent: '{{name}}, {{eventName}} etkinliğinde yasak bir bölgeye girdi.',
      textZone: '{{name}}, “{{zoneTitle}}” yasak bölgesine girdi.',
      textZoneAtEvent: '{{name}}, {{eventName}} etkinliğinde “{{zoneTitle}}” yasak bölgesine girdi.',
    },
    breakZoneExit: {
      title: 'Mola alanı dışında mola: {{name}}',
      text: '{{name}} mola alanlarının dışında mola veriyor.',
      textAtEvent: '{{name}}, {{eventName}} etkinliğinde mola alanlarının dışında mola veriyor.',
    },
    breakOverrun: {
      title: 'Mola aşımı: {{name}}',
      text: '{{name}} adlı kişinin {{lengthOfBreak}} dakikalık molası {{minutes}} dakika aştı.',
      textGoing: '{{name}} adlı kişinin {{lengthOfBreak}} dakikalık molası süresini aştı ve hâlâ sürüyor.',
    },
    watchListMatch: {
      title: 'İzleme listesi eşleşmesi: {{name}}',
      textName: '{{name}} izleme listesiyle adından eşleşiyor: {{reason}}. Girişi deneyen: {{by}}.',
      textNameAtEvent:
        '{{name}}, {{eventName}} etkinliğinde izleme listesiyle adından eşleşiyor: {{reason}}. Girişi deneyen: {{by}}.',
      textPlate: '{{name}} izleme listesiyle araç plakasından eşleşiyor: {{reason}}. Girişi deneyen: {{by}}.',
      textPlateAtEvent:
        '{{name}}, {{eventName}} etkinliğinde izleme listesiyle araç plakasından eşleşiyor: {{reason}}. Girişi deneyen: {{by}}.',
    },
    eventAssigned: {
      title: 'Etkinliğe atama: {{name}}',
      text: '{{name}}, {{eventName}} etkinliğine atandı.',
    },
    eventUnassigned: {
      title: 'Etkinlikten çıkarma: {{name}}',
      text: '{{name}}, {{eventName}} etkinliğinden çıkarıldı.',
    },
  },
};

export default alerts;
