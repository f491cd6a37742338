import type en from '../en/auth.ts';

const auth: typeof en = {
  layout: {
    tagline: 'Watchpost — güvenlik operasyonları, canlı',
    about: 'Watchpost hakkında',
    overline: 'Güvenlik takip konsolu',
    pitch:
      'Güvenlik görevlileriniz, sahalarınız, etkinlikleriniz ve uyarılarınız için tek konsol — kontrol odasından da sahadan da.',
    features: {
      track: {
        title: 'Her güvenlik görevlisini takip edin',
        text: 'Tüm sahalarınızda canlı konumlar, mesai girişleri ve molalar.',
      },
      alerts: {
        title: 'Uyarılara anında müdahale edin',
        text: 'SOS, coğrafi sınır ve yasak bölge uyarıları, tetiklendikleri anda.',
      },
      reports: {
        title: 'Dönemi eksiksiz kapatın',
        text: 'Olay, bordro, bütçe ve uyumluluk raporları tek bir yerde.',
      },
    },
  },
  password: {
    show: 'Şifreyi göster',
    hide: 'Şifreyi gizle',
  },
  signIn: {
    title: 'Giriş yap',
    noAccount: 'Hesabınız yok mu?',
    signUpLink: 'Kayıt olun',
    noRole: 'Hesabınıza henüz bir rol atanmadı. Yöneticinizden size bir rol vermesini isteyin.',
    form: 'Giriş yap',
    email: 'E-posta',
    password: 'Şifre',
    remember: 'Beni hatırla',
    forgotLink: 'Şifrenizi mi unuttunuz?',
    submit: 'Giriş yap',
    busy: 'Giriş yapılıyor',
    failed: 'Giriş yapılamadı.',
    demo: 'Deneme hesabı:',
  },
  signUp: {
    title: 'Kayıt ol',
    haveAccount: 'Zaten bir hesabınız var mı?',
    signInLink: 'Giriş yapın',
    form: 'Kayıt ol',
    displayName: 'Görünen ad',
    email: 'E-posta',
    password: 'Şifre',
    passwordConfirm: 'Şifre (tekrar)',
    terms: 'Şartları ve koşulları okudum, kabul ediyorum',
    submit: 'Hesap oluştur',
    busy: 'Hesap oluşturuluyor',
    failed: 'Kayıt yapılamadı.',
  },
  federated: {
    or: 'veya',
    continueWith: '{{provider}} ile devam et',
    defaultProvider: 'tek oturum açma',
    signingIn: 'Giriş yapılıyor…',
    waiting: 'Açılan giriş penceresinde devam edin.',
    popupBlocked:
      'Tarayıcınız giriş penceresini engelledi. Bu site için açılır pencerelere izin verip tekrar deneyin veya',
    continueHere: 'bu pencerede devam edin',
    popupBlockedEnd: '.',
    popupClosed: 'Giriş penceresi, işlemi tamamlamadan kapatıldı.',
    failed: 'Giriş yapılamadı. Tekrar deneyin.',
    sessionFailed: 'Giriş yapıldı ancak oturum yüklenemedi.',
  },
  forgot: {
    title: 'Şifrenizi mi unuttunuz?',
    intro: 'Hesabınızın e-posta adresini girin; yeni bir şifre belirlemeniz için size bir bağlantı gönderelim.',
    backToSignIn: 'Girişe dön',
    form: 'Şifre sıfırlama bağlantısı iste',
    email: 'E-posta',
    submit: 'Sıfırlama bağlantısı gönder',
    busy: 'Gönderiliyor',
    failed: 'İstek gönderilemedi. Tekrar deneyin.',
    sentDetails:
      'Bağlantı, bir hesaba aitse <email>{{email}}</email> adresine gönderildi. Yalnızca bir kez ve 1 saat boyunca geçerlidir. Birkaç dakika içinde ulaşmazsa istenmeyen e-posta klasörünüze bakın.',
    anotherEmail: 'Başka bir e-posta kullan',
  },
  reset: {
    title: 'Yeni şifre belirleyin',
    intro: 'En az 8 karakter. Oturumunuz açılacak ve diğer tüm cihazlardaki oturumlarınız kapatılacak.',
    requestNewLink: 'Yeni bağlantı iste',
    backToSignIn: 'Girişe dön',
    form: 'Yeni şifre belirleyin',
    newPassword: 'Yeni şifre',
    newPasswordConfirm: 'Yeni şifre (tekrar)',
    submit: 'Yeni şifreyi kaydet ve giriş yap',
    busy: 'Kaydediliyor',
    failed: 'Şifre değiştirilemedi. Tekrar deneyin.',
  },
  signOut: {
    thanks: "Watchpost'u kullandığınız için teşekkür ederiz.",
    goToSignIn: 'Giriş sayfasına git',
    busyLabel: 'Çıkış yapılıyor',
    busy: 'Çıkış yapılıyor…',
  },
};

export default auth;
