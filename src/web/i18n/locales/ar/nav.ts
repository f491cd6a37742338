import type en from '../en/nav.ts';

const nav: typeof en = {
  DASHBOARD: 'لوحة التحكم',
  CLIENTS: 'العملاء',
  EVENTS: 'الفعاليات',
  PERSONNEL: 'الموظفون',
  VISITORS: 'الزوار',
  MAP: 'الخريطة المباشرة',
  MESSENGER: 'المراسلة',
  REPORTS: 'التقارير',
  INCIDENT_REPORTS: 'تقارير الحوادث',
  ACTIVITY_LOGS: 'سجلات النشاط',
  COMPLIANCE_REPORTS: 'تقارير الامتثال',
  PERFORMANCE_METRICS: 'مقاييس الأداء',
  CUSTOM_REPORTS: 'تقارير مخصصة',
  PAYROLL_REPORTS: 'تقارير الرواتب',
  FINANCIAL_REPORTS: 'التقارير المالية',
  TOURS_REPORT: 'الجولات',
  RECORDS: 'السجلات',
  USERS: 'المستخدمون',
  PROFILE: 'الملف الشخصي',
  CUSTOMERS: 'الزبائن',
  CUSTOMER_USERS: 'مستخدمو الزبائن',
  TASKS: 'المهام',
  SCHEDULE: 'الجدول',
  BREAKS: 'الاستراحات',
  BADGES: 'بطاقات الهوية',
  FIELD: 'التطبيق الميداني',
  AUDIT: 'سجل التدقيق',
  GETTING_STARTED: 'البدء',
};

export default nav;
