import type en from '../en/shell.ts';

const shell: typeof en = {
  noResults: 'لا توجد نتائج..',
  navbar: {
    main: 'القائمة الرئيسية',
    operations: 'العمليات',
  },
  toolbar: {
    openNavigation: 'فتح القائمة',
    skipToContent: 'الانتقال إلى المحتوى',
  },
  footer: {
    tagline: 'Watchpost · عمليات أمنية مباشرة',
    copyright: '© {{year}} Watchpost',
  },
  userMenu: {
    account: 'الحساب: {{name}}، {{role}}',
    signOut: 'تسجيل الخروج',
  },
  pages: {
    backHome: 'العودة إلى الصفحة الرئيسية',
    notFound: {
      code: 'خطأ 404',
      title: 'الصفحة غير موجودة',
    },
    error: {
      componentStack: 'مكدس المكونات',
      unknownError: 'خطأ غير معروف',
    },
    loadingPage: 'جارٍ تحميل الصفحة',
    noAccess: {
      title: 'لا توجد صلاحية',
      text: 'دورك لا يمنحك صلاحية الوصول إلى هذه الصفحة. اطلبها من مديرك إن كنت بحاجة إليها.',
    },
  },
  search: {
    tooltip: 'بحث (/ أو Ctrl+K)',
    placeholder: 'ابحث في الصفحات والفعاليات والأشخاص…',
    searching: 'جارٍ البحث',
    results: 'نتائج البحث',
    pages: 'الصفحات',
    records: 'السجلات',
    page: 'صفحة',
    recordsFailed: 'تعذّر البحث في السجلات. لا تزال الصفحات معروضة.',
    hint: 'اكتب للبحث. ↑ ↓ للتنقل، Enter للفتح، Esc للإغلاق.',
    kinds: {
      event: 'فعالية',
      person: 'شخص',
      client: 'عميل',
      incidentReport: 'تقرير حادثة',
    },
  },
  shortcuts: {
    bar: 'الاختصارات',
    pin: 'تثبيت الاختصارات',
    edit: 'تعديل الاختصارات',
    findPage: 'ابحث عن صفحة',
    findPageToPin: 'ابحث عن صفحة لتثبيتها',
    saveFailed: 'تعذّر حفظ الاختصارات. حاول مرة أخرى.',
  },
};

export default shell;
