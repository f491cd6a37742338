import type en from '../en/quickPanel.ts';

const quickPanel: typeof en = {
  title: 'اللوحة السريعة',
  open: 'فتح اللوحة السريعة',
  today: 'اليوم',
  myShift: 'مناوبتي',
  clock: { off: 'لم تسجّل الحضور', onDuty: 'في الخدمة', onBreak: 'في استراحة' },
  since: 'منذ {{time}}',
  breakLength: 'استراحة مدتها {{minutes}} دقيقة',
  noEvent: 'لا توجد فعالية مسندة إليك الآن.',
  recentAlerts: 'أحدث التنبيهات',
  noAlerts: 'لا توجد تنبيهات',
  loading: 'جارٍ تحميل اللوحة السريعة',
  loadFailed: 'تعذّر تحميل حالتك. ستُعاد المحاولة قريبًا.',
};

export default quickPanel;
