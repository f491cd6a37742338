import type en from '../en/workforceReports.ts';

const workforceReports: typeof en = {
  period: {
    from: 'من',
    to: 'إلى',
    presets: 'الفترة',
    preset: {
      thisMonth: 'هذا الشهر',
      lastMonth: 'الشهر الماضي',
      last30Days: 'آخر 30 يومًا',
      last3Months: 'آخر 3 أشهر',
      thisYear: 'هذا العام',
    },
    invalidDay: 'أدخل تاريخًا صحيحًا',
    toBeforeFrom: 'يجب أن يكون في يوم البداية أو بعده',
    tooLong: '400 يوم على الأكثر',
    fixPeriod: 'صحّح الفترة لعرض التقرير.',
  },
  client: {
    label: 'العميل',
    all: 'كل العملاء',
    loading: 'جارٍ التحميل…',
  },
  loadFailed: 'تعذّر تحميل التقرير.',
  grid: {
    columns: 'الأعمدة',
    filters: 'عوامل التصفية',
    density: 'الكثافة',
    densities: { compact: 'مضغوط', standard: 'قياسي', comfortable: 'مريح' },
    search: 'بحث…',
  },
};
export default workforceReports;
