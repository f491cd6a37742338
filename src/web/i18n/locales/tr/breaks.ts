import type en from '../en/breaks.ts';

const breaks: typeof en = {
  title: 'Molalar',
  subtitle: 'Şu anda kim molada, ne kadar süre kullandı ve önceki tüm molalar.',
  tabs: {
    live: 'Şu anda molada',
    history: 'Geçmiş',
  },
  live: {
    refreshNote: 'Her 30 saniyede bir yenilenir.',
    empty: 'Şu anda molada kimse yok.',
    listLabel: 'Moladaki görevliler',
    startedAt: 'Başlangıç {{time}}',
  },
  history: {
    gridLabel: 'Mola geçmişi',
    searchPlaceholder: 'Görevli veya etkinlik',
    searchAria: 'Molalarda ara',
    from: 'Başlangıç tarihi',
    to: 'Bitiş tarihi',
    event: 'Etkinlik',
    allEvents: 'Tüm etkinlikler',
    overrunOnly: 'Yalnızca aşımlar',
    empty: 'Henüz mola yok.',
    noMatch: 'Bu filtrelere uyan mola yok.',
  },
  columns: {
    guard: 'Görevli',
    event: 'Etkinlik',
    start: 'Başlangıç',
    end: 'Bitiş',
    allowed: 'İzin verilen',
    taken: 'Kullanılan',
    status: 'Durum',
  },
  minutes: '{{count}} dk',
  takenOfAllowed: '{{allowed}} dakikanın {{taken}} dakikası',
  overrunBy: '{{count}} dk aşıldı',
  noEvent: 'Etkinlik yok',
  stillOn: 'Hâlâ molada',
  status: {
    active: 'Molada',
    completed: 'Tamamlandı',
    overrun: 'Süre aşıldı',
  },
  end: {
    action: 'Molayı bitir',
    actionFor: '{{name}} adlı kişinin molasını bitir',
    title: '{{name}} adlı kişinin molası bitirilsin mi?',
    body: 'Mola onun adına şimdi biter. Bu işlem denetim kaydına yazılır.',
    confirm: 'Molayı bitir',
    done: '{{name}} için mola bitirildi',
  },
  loadFailed: 'Molalar yüklenemedi',
};

export default breaks;
