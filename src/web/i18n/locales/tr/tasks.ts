import type en from '../en/tasks.ts';

const tasks: typeof en = {
  list: {
    title: 'Görevler',
    subtitle:
      'Etkinlikler ve görevliler için nöbet talimatları ve kontrol listeleri: kim neyi ne zamana kadar yapacak.',
    subtitleOwn: 'Nöbet talimatlarınız ve kontrol listeleriniz: her birini bitince işaretleyin.',
    newTask: 'Yeni görev',
    searchPlaceholder: 'Başlık veya açıklama',
    searchAria: 'Görevlerde ara',
    status: 'Durum',
    allStatuses: 'Tüm durumlar',
    priority: 'Öncelik',
    allPriorities: 'Tüm öncelikler',
    overdueOnly: 'Yalnızca gecikenler',
    overdue: 'Gecikmiş',
    loadFailed: 'Görevler yüklenemedi',
    empty: 'Henüz görev yok.',
    noMatch: 'Bu filtrelere uyan görev yok.',
    noEvent: 'Etkinlik yok',
    unassigned: 'Atanmamış',
    noDue: 'Son tarih yok',
    completed: 'Tamamlandı: {{title}}',
    reopened: 'Yeniden açıldı: {{title}}',
    completeAria: '“{{title}}” görevini tamamlandı olarak işaretle',
    reopenAria: '“{{title}}” görevini yeniden aç',
    columns: {
      done: 'Bitti',
      title: 'Görev',
      event: 'Etkinlik',
      assignee: 'Atanan kişi',
      dueAt: 'Son tarih',
      priority: 'Öncelik',
      status: 'Durum',
    },
  },
  status: {
    open: 'Açık',
    in_progress: 'Sürüyor',
    done: 'Tamamlandı',
    cancelled: 'İptal edildi',
  },
  priority: {
    low: 'Düşük',
    normal: 'Orta',
    high: 'Yüksek',
  },
  form: {
    title: 'Yeni görev',
    taskTitle: 'Başlık',
    description: 'Açıklama',
    event: 'Etkinlik',
    noEvent: 'Etkinlik yok',
    assignee: 'Atanan kişi',
    nobody: 'Henüz kimse',
    dueAt: 'Son tarih',
    priority: 'Öncelik',
    add: 'Görev ekle',
    added: '“{{title}}” görevi eklendi',
  },
};

export default tasks;
