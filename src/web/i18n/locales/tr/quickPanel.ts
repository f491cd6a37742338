import type en from '../en/quickPanel.ts';

const quickPanel: typeof en = {
  title: 'Hızlı panel',
  open: 'Hızlı paneli aç',
  today: 'Bugün',
  myShift: 'Vardiyam',
  clock: { off: 'Giriş yapılmadı', onDuty: 'Görevde', onBreak: 'Molada' },
  since: '{{time}} itibarıyla',
  breakLength: '{{minutes}} dk mola',
  noEvent: 'Şu anda size atanmış bir etkinlik yok.',
  recentAlerts: 'Son uyarılar',
  noAlerts: 'Uyarı yok',
  loading: 'Hızlı panel yükleniyor',
  loadFailed: 'Durumunuz yüklenemedi. Birazdan yeniden denenecek.',
};

export default quickPanel;
