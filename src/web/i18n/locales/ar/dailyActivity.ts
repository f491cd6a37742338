import type en from '../en/dailyActivity.ts';

const dailyActivity: typeof en = {
  title: 'تقرير النشاط اليومي',
  intro:
    'ما حدث في يوم الفعالية كما يتلقاه العميل: الحراس المناوبون، الاستراحات، الجولات، المسح، اتصالات الاطمئنان، التنبيهات، الحوادث، الزوار وملاحظة المشرف. الأوقات بتوقيت الفعالية.',
  event: 'الفعالية',
  date: 'اليوم',
  noEvents: 'ليست لديك فعاليات لإعداد تقارير عنها.',
  pickEvent: 'اختر فعالية لعرض يومها.',
  loadFailed: 'تعذر تحميل التقرير.',
  retry: 'إعادة المحاولة',
  downloadPdf: 'تنزيل PDF',
  header: {
    customer: 'العميل',
    location: 'الموقع',
    timeZone: 'المنطقة الزمنية',
  },
  empty: {
    event_not_running: 'لا شيء للإبلاغ عنه: لم تكن الفعالية قائمة في هذا اليوم.',
    no_shift: 'لا شيء للإبلاغ عنه: لم تُجدول أي مناوبة في هذا اليوم.',
    no_guard_clocked_in: 'لا شيء للإبلاغ عنه: جُدولت مناوبات لكن لم يسجل أي حارس حضوره.',
  },
  sections: {
    guards: 'الحراس المناوبون',
    breaks: 'الاستراحات',
    tours: 'الجولات',
    scans: 'مسح نقاط التفتيش',
    checkCalls: 'اتصالات الاطمئنان',
    patrolVisits: 'زيارات الدورية',
    alerts: 'التنبيهات',
    incidents: 'تقارير الحوادث',
    visitors: 'الزوار',
    note: 'ملاحظة المشرف',
    versions: 'الإصدارات الصادرة',
    archive: 'الأرشيف',
  },
  none: {
    guards: 'لا يوجد حراس مناوبون',
    breaks: 'لا توجد استراحات',
    tours: 'لا توجد جولات',
    scans: 'لا يوجد مسح لنقاط التفتيش',
    checkCalls: 'لا توجد اتصالات اطمئنان',
    alerts: 'لا توجد تنبيهات',
    incidents: 'لا توجد تقارير حوادث',
    visitors: 'لا يوجد زوار',
    note: 'لا توجد ملاحظة',
    versions: 'لم يصدر أي إصدار بعد',
    archive: 'لا توجد تقارير صادرة مطابقة.',
  },
  guard: {
    inOut: 'دخول {{in}} · خروج {{out}}',
    stillOnDuty: 'دخول {{in}} · لا يزال مناوبًا',
    hours: '{{hours}} س',
    offSite: 'خارج الموقع',
  },
  break: {
    span: '{{start}} – {{end}}',
    open: 'منذ {{start}} · لا يزال في استراحة',
    minutes: '{{minutes}} من {{planned}} دقيقة',
    overrun: 'تجاوز',
  },
  patrol: {
    visited: 'تمت الزيارة',
    missed: 'فائتة',
    visitedAt: 'تمت الزيارة في {{time}}',
  },
  tour: {
    counts: 'مُسح {{scanned}}/{{expected}} · فائت {{missed}} · متأخر {{late}}',
  },
  alert: {
    acknowledged: 'أقرّه {{name}} بعد {{minutes}} دقيقة',
    someone: 'شخص ما',
    unacknowledged: 'غير مُقرّ',
  },
  incident: {
    filedBy: 'قدّمه {{name}}',
    photo: 'أول صورة لـ {{title}}',
  },
  visitor: {
    span: 'دخول {{in}} · خروج {{out}}',
    onSite: 'لا يزال في الموقع',
  },
  note: {
    label: 'ملاحظة اليوم',
    save: 'حفظ الملاحظة',
    saved: 'تم حفظ الملاحظة',
    by: 'بواسطة {{name}}، {{at}}',
    tooLong: '4000 حرف كحد أقصى',
    saveFailed: 'تعذر حفظ الملاحظة.',
  },
  version: {
    name: 'الإصدار {{version}}',
    revision: 'مراجعة',
    issued: 'صدر {{at}} · الموضع في السلسلة {{seq}}',
    download: 'تنزيل الإصدار {{version}}',
  },
  archive: {
    search: 'ابحث عن فعالية أو عميل',
    from: 'من',
    to: 'إلى',
    allEvents: 'كل الفعاليات',
    columns: {
      date: 'اليوم',
      event: 'الفعالية',
      customer: 'العميل',
      version: 'الإصدار',
      issued: 'صدر',
      pdf: 'PDF',
    },
  },
};

export default dailyActivity;
