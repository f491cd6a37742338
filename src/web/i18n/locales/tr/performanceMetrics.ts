import type en from '../en/performanceMetrics.ts';

const performanceMetrics: typeof en = {
  title: 'Raporlar / Performans Ölçümleri',
  view: {
    label: 'Ölçümler',
    personnel: 'Personel Performans Ölçümleri',
    events: 'Etkinlik Performans Ölçümleri',
  },
  search: 'Personel adı ara',
  role: {
    label: 'Rol',
    all: 'Tüm Roller',
    supervisor: 'Süpervizörler',
    areaManager: 'Bölge Müdürleri',
    eventManager: 'Etkinlik Müdürleri',
  },
  roleLabel: {
    supervisor: 'Süpervizör',
    areaManager: 'Bölge Müdürü',
    eventManager: 'Etkinlik Müdürü',
  },
  empty: {
    supervisor: 'Süpervizör bulunamadı',
    areaManager: 'Bölge müdürü bulunamadı',
    eventManager: 'Etkinlik müdürü bulunamadı',
    events: 'Bu dönemde etkinliği olan bir etkinlik yok',
  },
  event: {
    label: 'Etkinlik',
    all: 'Tüm Etkinlikler',
    unknown: 'Etkinlik {{id}}',
  },
  unknownClient: 'Bilinmeyen Müşteri',
  clientOf: 'Müşteri: {{name}}',
  metrics: {
    breakViolations: 'Mola İhlalleri',
    alerts: 'Uyarılar',
    otSavings: 'Fazla Mesai Tasarrufu',
    otSavingsHint: 'Saat kayıtlarını etkinliğin planlanan başlangıç ve bitişine kırparak önlenen ücret',
  },
  loading: 'Performans ölçümleri yükleniyor',
  personnelCards: 'Personel performans kartları',
  eventCards: 'Etkinlik performans kartları',
};
export default performanceMetrics;
