import type en from '../en/dashboard.ts';

const dashboard: typeof en = {
  title: 'لوحة التحكم',
  welcome: 'مرحبًا بعودتك يا {{name}}. إليك وضع عملياتك الآن.',
  intro: 'إليك وضع عملياتك الآن.',
  updated: 'آخر تحديث {{time}}',
  refreshNow: 'تحديث الآن',
  refresh: 'تحديث لوحة التحكم',
  retry: 'إعادة المحاولة',
  loading: 'جارٍ تحميل لوحة التحكم',
  loadFailed: 'تعذّر تحميل لوحة التحكم',
  refreshFailed: 'تعذّر التحديث: {{error}} تُعرض الأرقام كما كانت في {{time}}.',
  kpi: {
    guardsOnDuty: 'الحراس المناوبون',
    guardsOnBreak: 'في استراحة',
    activeEvents: 'الفعاليات الجارية',
    upcomingEvents: 'الفعاليات القادمة',
    unseenAlerts: 'تنبيهات لم تُشاهَد',
    incidents7d: 'الحوادث (7 أيام)',
    visitorsOnSite: 'الزوار في الموقع',
    openSos: '{{number}} SOS',
  },
  activeEvents: {
    title: 'الفعاليات الجارية',
    count: 'الفعاليات الجارية: {{number}}',
    table: 'الفعاليات الجارية',
    event: 'الفعالية',
    customer: 'العميل',
    ends: 'تنتهي',
    staffing: 'المناوبون / المعيَّنون',
    staffingLabel: '{{onDuty}} من أصل {{assigned}} من الحراس المعيَّنين في الخدمة',
    endsIn: '{{customer}} · تنتهي {{when}}',
    empty: 'لا توجد فعاليات جارية الآن',
  },
  recentAlerts: {
    title: 'أحدث التنبيهات',
    list: 'أحدث التنبيهات',
    unseenCount: 'لم تُشاهَد: {{number}}',
    unseen: 'لم يُشاهَد',
    types: {
      sos: 'SOS',
      restricted: 'منطقة محظورة',
      geofence: 'سياج جغرافي',
      break: 'استراحة',
      assigned: 'تكليف',
      unassigned: 'إلغاء تكليف',
    },
  },
};

export default dashboard;
