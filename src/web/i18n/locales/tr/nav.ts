import type en from '../en/nav.ts';

const nav: typeof en = {
  DASHBOARD: 'Gösterge paneli',
  CLIENTS: 'Müşteriler',
  EVENTS: 'Etkinlikler',
  PERSONNEL: 'Personel',
  VISITORS: 'Ziyaretçiler',
  MAP: 'Canlı Harita',
  MESSENGER: 'Mesajlar',
  REPORTS: 'Raporlar',
  INCIDENT_REPORTS: 'Olay Raporları',
  ACTIVITY_LOGS: 'Etkinlik Kayıtları',
  COMPLIANCE_REPORTS: 'Uyum Raporları',
  PERFORMANCE_METRICS: 'Performans Ölçümleri',
  CUSTOM_REPORTS: 'Özel Raporlar',
  PAYROLL_REPORTS: 'Bordro Raporları',
  FINANCIAL_REPORTS: 'Mali Raporlar',
  TOURS_REPORT: 'Devriyeler',
  RECORDS: 'Kayıtlar',
  USERS: 'Kullanıcılar',
  PROFILE: 'Profil',
  CUSTOMERS: 'Kurumlar',
  CUSTOMER_USERS: 'Kurum kullanıcıları',
  TASKS: 'Görevler',
  SCHEDULE: 'Vardiya planı',
  BREAKS: 'Molalar',
  BADGES: 'Kimlik kartları',
  FIELD: 'Saha uygulaması',
  AUDIT: 'Denetim kaydı',
  GETTING_STARTED: 'Başlarken',
};

export default nav;
