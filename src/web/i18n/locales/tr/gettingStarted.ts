import type { EnglishResources } from '../../resources.ts';

/** Başlarken sayfası (/example): operasyonun kurulum adımları, sırasıyla ve ilerlemesiyle. */
const gettingStarted: EnglishResources['gettingStarted'] = {
  title: 'Başlarken',
  subtitle: 'Operasyonunuzu bu sırayla kurun. Her adım tamamlanır tamamlanmaz işaretlenir.',
  progress: '{{total}} adımdan {{done}} tanesi tamamlandı',
  progressLabel: 'Kurulum ilerlemesi',
  loadFailed: 'Kurulum ilerlemesi yüklenemedi.',
  loading: 'Kurulum ilerlemesi yükleniyor',
  done: 'Tamamlandı',
  toDo: 'Yapılacak',
  whoDoes: 'Yapan: {{roles}}',
  needs: {
    customer: 'Önce bir kurum gerekir (1. adım).',
    event: 'Önce bir etkinlik gerekir (2. adım).',
  },
  steps: {
    customer: {
      title: 'Bir kurum ekleyin',
      text: 'Kurum, güvenliğini sağladığınız taraftır: bir mekân, bir AVM, bir şirket. Her etkinlik bir kuruma aittir.',
      count: 'Kurumlar: {{count}}',
      action: 'Kurum ekle',
    },
    event: {
      title: 'Bir etkinlik planlayın',
      text: 'Etkinlik, bir sahada belirli tarihler arasında yapılan iştir; ücretleri ve bordro bütçesiyle birlikte.',
      count: 'Görebildiğiniz etkinlikler: {{count}}',
      action: 'Etkinlik planla',
    },
    zones: {
      title: 'Etkinliğe bölgeleri çizin',
      text: 'İzinli, mola ve yasak bölgeleri etkinliğin haritasına çizin; birinden çıkılınca uyarı oluşur.',
      count: '{{events}} etkinlikten {{withZones}} tanesinde bölge var',
      action: 'Bölgeleri çiz',
    },
    guards: {
      title: 'Personel ekleyin ve görevlileri atayın',
      text: 'Güvenlik görevlilerinizi ve amirlerinizi kullanıcı olarak ekleyin, sonra etkinliğin Görevliler sekmesinden atayın.',
      count: 'Görevli atanmış etkinlikler: {{count}} / {{events}}',
      addPeople: 'Personel ekle',
      assign: 'Görevli ata',
    },
    field: {
      title: 'Görevliler telefonlarından giriş yapar',
      text: 'Görevliler telefonlarında <bdi>{{address}}</bdi> adresini açar, oturum açar ve vardiyaları başlayınca mesaiye giriş yapar.',
      doneText: 'Etkinliklerinizde mesaiye giriş yapıldı.',
      action: 'Saha uygulamasını aç',
    },
    review: {
      title: 'Uyarıları ve raporları inceleyin',
      text: 'Uyarıları geldikçe onaylayın, olay raporlarını inceleyin, bordro ve faaliyet raporlarına göz atın.',
      doneText: 'Uyarılar veya raporlar incelendi.',
      reports: 'Olay raporlarını incele',
      dashboard: 'Panoyu aç',
    },
  },
};

export default gettingStarted;
