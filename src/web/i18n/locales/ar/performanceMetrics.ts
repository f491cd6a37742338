import type en from '../en/performanceMetrics.ts';

const performanceMetrics: typeof en = {
  title: 'التقارير / مقاييس الأداء',
  view: {
    label: 'المقاييس',
    personnel: 'مقاييس أداء الموظفين',
    events: 'مقاييس أداء الفعاليات',
  },
  search: 'ابحث باسم الموظف',
  role: {
    label: 'الدور',
    all: 'كل الأدوار',
    supervisor: 'المشرفون',
    areaManager: 'مديرو المناطق',
    eventManager: 'مديرو الفعاليات',
  },
  roleLabel: {
    supervisor: 'مشرف',
    areaManager: 'مدير منطقة',
    eventManager: 'مدير فعالية',
  },
  empty: {
    supervisor: 'لا يوجد مشرفون',
    areaManager: 'لا يوجد مديرو مناطق',
    eventManager: 'لا يوجد مديرو فعاليات',
    events: 'لا توجد فعاليات ذات نشاط في هذه الفترة',
  },
  event: {
    label: 'الفعالية',
    all: 'كل الفعاليات',
    unknown: 'الفعالية {{id}}',
  },
  unknownClient: 'عميل غير معروف',
  clientOf: 'العميل: {{name}}',
  metrics: {
    breakViolations: 'مخالفات الاستراحة',
    alerts: 'التنبيهات',
    otSavings: 'وفورات العمل الإضافي',
    otSavingsHint: 'الأجر الذي تم تجنبه بقص قيود الحضور إلى بداية الفعالية ونهايتها المجدولتين',
  },
  loading: 'جارٍ تحميل مقاييس الأداء',
  personnelCards: 'بطاقات أداء الموظفين',
  eventCards: 'بطاقات أداء الفعاليات',
};
export default performanceMetrics;
