import type en from '../en/scheduling.ts';

const scheduling: typeof en = {
  rules: {
    licence: {
      missing: 'لا توجد رخصة مسجّلة',
      expired: 'تنتهي الرخصة في {{expiresOn}}، قبل نهاية المناوبة',
    },
    shift: { overlap: 'يعمل بالفعل في ذلك الوقت: مناوبة أخرى أو تسجيل حضور مفتوح' },
    rest: { too_short: 'راحة {{restHours}} ساعة فقط بجوار مناوبة أخرى (الحد الأدنى {{minRestHours}} ساعة)' },
    time_off: 'إجازة معتمدة في ذلك الوقت',
    overtime: { weekly: '{{overtimeHours}} ساعة عمل إضافي أسبوعي، بتكلفة إضافية {{overtimeCost}}' },
    hours: { daily: '{{hours}} ساعة من المناوبات في {{day}} (أكثر من 12 ساعة)' },
    availability: { unavailable: 'غير متاح في هذا اليوم من الأسبوع' },
    role: { missing: 'لا يحمل الدور الذي تتطلبه هذه المناوبة' },
  },
};

export default scheduling;
