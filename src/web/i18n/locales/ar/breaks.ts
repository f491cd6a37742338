import type en from '../en/breaks.ts';

const breaks: typeof en = {
  title: 'الاستراحات',
  subtitle: 'من في استراحة الآن، وكم استغرق، وكل الاستراحات السابقة.',
  tabs: {
    live: 'في استراحة الآن',
    history: 'السجل',
  },
  live: {
    refreshNote: 'يتم التحديث كل 30 ثانية.',
    empty: 'لا أحد في استراحة الآن.',
    listLabel: 'الحراس في استراحة',
    startedAt: 'بدأت {{time}}',
  },
  history: {
    gridLabel: 'سجل الاستراحات',
    searchPlaceholder: 'الحارس أو الفعالية',
    searchAria: 'البحث في الاستراحات',
    from: 'من',
    to: 'إلى',
    event: 'الفعالية',
    allEvents: 'كل الفعاليات',
    overrunOnly: 'التجاوزات فقط',
    empty: 'لا توجد استراحات بعد.',
    noMatch: 'لا توجد استراحات تطابق عوامل التصفية هذه.',
  },
  columns: {
    guard: 'الحارس',
    event: 'الفعالية',
    start: 'البداية',
    end: 'النهاية',
    allowed: 'المسموح',
    taken: 'المستغرق',
    status: 'الحالة',
  },
  minutes: '{{count}} دقيقة',
  takenOfAllowed: '{{taken}} من {{allowed}} دقيقة',
  overrunBy: 'تجاوز بمقدار {{count}} دقيقة',
  noEvent: 'بلا فعالية',
  stillOn: 'لا يزال في استراحة',
  status: {
    active: 'في استراحة',
    completed: 'مكتملة',
    overrun: 'متجاوزة',
  },
  end: {
    action: 'إنهاء الاستراحة',
    actionFor: 'إنهاء استراحة {{name}}',
    title: 'إنهاء استراحة {{name}}؟',
    body: 'تنتهي الاستراحة الآن نيابةً عنه. يُسجَّل ذلك في سجل التدقيق.',
    confirm: 'إنهاء الاستراحة',
    done: 'انتهت استراحة {{name}}',
  },
  loadFailed: 'تعذّر تحميل الاستراحات',
};

export default breaks;
