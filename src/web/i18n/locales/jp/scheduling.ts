import type en from '../en/scheduling.ts';

const scheduling: typeof en = {
  rules: {
    licence: {
      missing: '登録されたライセンスがありません',
      expired: 'ライセンスの有効期限が {{expiresOn}} で、シフト終了前に切れます',
    },
    shift: { overlap: 'その時間はすでに勤務中です（別のシフトまたは退勤していない打刻）' },
    rest: { too_short: '別のシフトとの間の休息が {{restHours}} 時間しかありません（最低 {{minRestHours}} 時間）' },
    time_off: 'その時間は承認済みの休暇です',
    overtime: { weekly: '週の残業 {{overtimeHours}} 時間、追加コスト {{overtimeCost}}' },
    hours: { daily: '{{day}} のシフトが {{hours}} 時間（12 時間超）' },
    availability: { unavailable: 'この曜日は勤務できません' },
    role: { missing: 'このシフトに必要な役割を持っていません' },
  },
};

export default scheduling;
