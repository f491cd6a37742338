import type en from '../en/scheduling.ts';

const scheduling: typeof en = {
  rules: {
    licence: {
      missing: 'Kayıtlı lisans yok',
      expired: 'Lisansın süresi {{expiresOn}} tarihinde, vardiya bitmeden doluyor',
    },
    shift: { overlap: 'O saatte zaten çalışıyor: başka bir vardiya ya da açık bir giriş kaydı' },
    rest: { too_short: 'Başka bir vardiyayla arasında yalnızca {{restHours}} sa dinlenme (en az {{minRestHours}} sa)' },
    time_off: 'O saatte onaylı izinde',
    overtime: { weekly: '{{overtimeHours}} sa haftalık fazla mesai, ek maliyet {{overtimeCost}}' },
    hours: { daily: '{{day}} günü {{hours}} sa vardiya (12 saatten fazla)' },
    availability: { unavailable: 'Bu gün müsait değil' },
    role: { missing: 'Bu vardiyanın gerektirdiği role sahip değil' },
  },
};

export default scheduling;
