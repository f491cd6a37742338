import type en from '../en/badges.ts';

const badges: typeof en = {
  page: {
    title: 'الشارات',
    subtitle: 'شارات تعريف قابلة للطباعة لموظفيك: اختر الأشخاص، وراجع المعاينة، ثم اطبع على ورق A4.',
    searchLabel: 'بحث',
    searchAria: 'البحث في الموظفين لطباعة الشارات',
    peopleList: 'الموظفون المراد طباعة شاراتهم',
    selectAllOnPage: 'تحديد الكل في هذه الصفحة',
    selectPerson: 'تحديد {{name}}',
    selectedCount: 'المحدد: {{count}}',
    clearSelection: 'مسح التحديد',
    print: 'طباعة',
    chooseFirst: 'اختر شخصًا واحدًا على الأقل لطباعة بطاقته.',
    nothingSelected: 'لا يوجد شيء محدد.',
    printHint: 'مقاس البطاقة 85.6 × 54 مم (CR80)، عشر بطاقات في كل صفحة A4، مع خط قص حول كل بطاقة.',
    loading: 'جارٍ تحميل الموظفين',
    loadFailed: 'تعذّر تحميل الموظفين',
    empty: 'لا يوجد موظفون يطابقون هذا البحث',
    preview: 'معاينة',
    previewEmpty: 'حدّد أشخاصًا لترى شاراتهم هنا.',
    sheet: 'ورقة الشارات',
    pages: 'صفحات الموظفين',
  },
  card: {
    label: 'شارة {{name}}',
    qrLabel: 'رمز QR للشارة {{id}}',
    badgeId: 'رقم الشارة',
    photoAlt: 'صورة {{name}}',
  },
};

export default badges;
