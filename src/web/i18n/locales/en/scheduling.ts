/**
 * Scheduling (docs/product/scheduling.md): the blocks and warnings of the eligibility check by their code
 * (`rules.<code>`, the same params the API sends; `overtimeCost` given already formatted as money), so every screen
 * words them in the reader's language.
 */
const scheduling = {
  rules: {
    licence: {
      missing: 'No licence on file',
      expired: 'The licence expires on {{expiresOn}}, before the shift ends',
    },
    shift: { overlap: 'Already working then: another shift or an open clock entry' },
    rest: { too_short: 'Only {{restHours}} h of rest next to another shift (at least {{minRestHours}} h)' },
    time_off: 'Approved time off then',
    overtime: { weekly: '{{overtimeHours}} h of weekly overtime, costing {{overtimeCost}} extra' },
    hours: { daily: '{{hours}} h of shifts on {{day}} (more than 12 h)' },
    availability: { unavailable: 'Not available on this weekday' },
    role: { missing: 'Does not hold the role this shift needs' },
  },
};

export default scheduling;
