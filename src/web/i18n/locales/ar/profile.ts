import type en from '../en/profile.ts';

const profile: typeof en = {
  title: 'الملف الشخصي',
  intro: 'هكذا يراك زملاؤك في Watchpost.',
  details: {
    title: 'التفاصيل',
    form: 'تفاصيل الملف الشخصي',
    displayName: 'الاسم المعروض',
    displayNameHelp: 'يظهر في شريط الأدوات وعلى الشارات وفي التقارير',
    email: 'البريد الإلكتروني',
    emailHelp: 'اطلب من أحد المديرين تغييره',
    role: 'الدور',
    undo: 'تراجع',
    saved: 'تم حفظ اسمك',
    saveFailed: 'تعذّر الحفظ.',
  },
  photo: {
    title: 'الصورة',
    previewAlt: 'معاينة الصورة الجديدة',
    photoOf: 'صورة {{name}}',
    saving: 'جارٍ حفظ الصورة',
    previewHint: 'معاينة: ارفعها لاستخدامها، أو ألغِ الاختيار.',
    hint: 'بتنسيق JPEG أو PNG أو WebP، وبحجم أقصاه 5 ميغابايت. تُقصّ الصورة لتصبح مربعة.',
    upload: 'رفع الصورة',
    change: 'تغيير الصورة',
    choose: 'اختيار صورة',
    updated: 'تم تحديث صورتك',
    removed: 'تمت إزالة صورتك',
    uploadFailed: 'تعذّر رفع الصورة.',
    removeFailed: 'تعذّرت إزالة الصورة.',
    wrongType: 'اختر صورة بتنسيق JPEG أو PNG أو WebP.',
    tooLarge: 'حجم الصورة أكبر من 5 ميغابايت.',
  },
};

export default profile;
