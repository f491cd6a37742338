import type en from '../en/activityLogs.ts';

const activityLogs: typeof en = {
  title: 'التقارير / سجلات النشاط',
  view: {
    label: 'التقرير',
    clock: 'تقارير تسجيل الدخول والخروج',
    geofence: 'تقارير السياج الجغرافي',
  },
  clock: {
    columns: {
      guard: 'الحارس',
      event: 'الفعالية',
      client: 'العميل',
      clockedIn: 'وقت الدخول',
      clockedOut: 'وقت الخروج',
      actions: 'الإجراءات',
    },
    noEvent: 'لا توجد فعالية مسندة',
    noClockIn: 'لا يوجد تسجيل دخول',
    noClockOut: 'لا يوجد تسجيل خروج',
    search: 'ابحث عن حارس أو فعالية أو عميل',
    empty: 'لا توجد تسجيلات دخول في هذه الفترة.',
    noMatch: 'لا توجد تسجيلات دخول تطابق البحث أو عوامل التصفية.',
  },
  geofence: {
    columns: {
      title: 'العنوان',
      event: 'الفعالية',
      zoneType: 'نوع المنطقة',
      guard: 'الحارس',
      client: 'العميل',
      crossing: 'العبور',
      time: 'الوقت',
    },
    untitled: 'بلا عنوان',
    noEvent: 'لم يتم العثور على فعالية',
    noZoneType: 'غير متاح',
    zoneTypes: {
      allowed: 'منطقة مسموحة',
      break: 'منطقة استراحة',
      restricted: 'منطقة محظورة',
    },
    crossing: { enter: 'دخول', exit: 'خروج' },
    search: 'ابحث عن عنوان أو فعالية أو منطقة أو حارس',
    empty: 'لا توجد عمليات عبور للسياج الجغرافي في هذه الفترة.',
    noMatch: 'لا توجد عمليات عبور تطابق البحث أو عوامل التصفية.',
  },
  unknownGuard: 'مستخدم غير معروف',
  actions: {
    menu: 'إجراءات {{name}}',
    openTimesheet: 'فتح سجل الدوام',
  },
};
export default activityLogs;
