import type en from '../en/settings.ts';

const settings: typeof en = {
  language: {
    menu: 'Dil',
    current: '{{code}}, Dil: {{language}}',
    docs: 'Çeviriler hakkında',
  },
  toolbar: {
    colorSchemes: 'Renk şemaları',
    settings: 'Ayarlar',
    fullScreen: 'Tam ekran',
    exitFullScreen: 'Tam ekrandan çık',
  },
  fontSize: {
    label: 'Yazı boyutu',
    menu: 'Yazı boyutu: {{value}}',
    reset: '{{value}} olarak sıfırla',
  },
  panel: {
    title: 'Ayarlar',
    layout: 'Yerleşim',
    styles: {
      layout1: 'Dikey menü',
      layout2: 'Yatay menü',
      layout3: 'Kompakt',
    },
    hints: {
      layout1: 'Menü solda bir çubukta',
      layout2: 'Menü, araç çubuğunun altında bir menü çubuğu olarak',
      layout3: 'Daraltılmış simge menüsü ve alçak bir araç çubuğu',
    },
    containerWidth: 'İçerik genişliği',
    fullWidth: 'Tam genişlik',
    boxed: 'Kutulu',
    show: 'Göster',
    navbar: 'Menü çubuğu',
    toolbar: 'Araç çubuğu',
    footer: 'Alt bilgi',
    navbarFolded: 'Menü çubuğu daraltılmış',
  },
  schemes: {
    title: 'Renk şemaları',
    customise: 'Özelleştir…',
    dark: '{{name}} koyu',
    names: {
      default: 'Varsayılan',
      charcoalTeal: 'Antrasit turkuaz',
      blueSilver: 'Mavi gümüş',
      slateCrimson: 'Arduvaz kızıl',
      emeraldGold: 'Zümrüt altın',
      indigoCoral: 'Çivit mercan',
      skyBlueOrange: 'Gök mavisi turuncu',
      softGreenMaroon: 'Yeşil bordo',
      coolGreyPink: 'Gri pembe',
    },
  },
  palette: {
    title: 'Paleti düzenle',
    mode: 'Mod',
    light: 'Açık',
    dark: 'Koyu',
    fields: {
      primary: 'Birincil',
      secondary: 'İkincil',
      backgroundPaper: 'Kart arka planı',
      backgroundDefault: 'Varsayılan arka plan',
      textPrimary: 'Birincil metin',
      textSecondary: 'İkincil metin',
    },
  },
  docs: {
    breadcrumb: 'Belgeler · Yapılandırma',
    title: 'Çoklu dil',
    intro: 'Watchpost dört dil konuşur. Her ekran, mesaj, tarih ve sayı seçtiğiniz dili izler.',
    languagesTitle: 'Diller',
    columns: {
      language: 'Dil',
      code: 'Kod',
      direction: 'Yazı yönü',
    },
    directions: {
      ltr: 'Soldan sağa',
      rtl: 'Sağdan sola',
    },
    switchTitle: 'Dili değiştirme',
    switchText:
      'Araç çubuğundaki dil menüsünü açın (geçerli dilin kodunu gösterir, örneğin TR) ve bir dil seçin. Değişiklik sayfa yeniden yüklenmeden hemen uygulanır.',
    rememberText:
      'Seçim bu tarayıcıda saklanır; konsol bir dahaki sefere aynı dilde açılır. Başka bir tarayıcı veya cihaz kendi seçimini saklar.',
    rtlTitle: 'Arapça ve sağdan sola yerleşim',
    rtlText:
      'Arapçada tüm yerleşim aynalanır: menü çubuğu sağa geçer, yan paneller soldan açılır ve yön gösteren simgeler ters çevrilir. Sayılar, saatler, e-posta adresleri ve telefon numaraları soldan sağa sıralarını korur.',
    formatsTitle: 'Tarihler ve sayılar',
    formatsText: 'Tarihler, saatler, sayılar ve tutarlar seçilen dilin yazım kurallarına göre gösterilir.',
    example: 'Bu dilde',
    developersTitle: 'Geliştiriciler ve operatörler için',
    filesText:
      'Çeviriler dile ve ürünün alanına göre düzenlenir (örneğin common, nav, shell, settings, clients): her dilde her alan için bir dosya.',
    referenceText:
      'Başvuru dili İngilizcedir: her Türkçe, Arapça ve Japonca dosya İngilizce dosyasının türüne sahiptir; eksik ya da fazla bir anahtar tür hatası verir.',
    testText:
      'Bir dilde bir anahtar eksik, fazla ya da boş olduğunda, yer tutucular farklı olduğunda veya bir metin İngilizce bırakıldığında bir tamlık testi başarısız olur.',
    loadingText:
      'Her dosya yalnızca kendi alanındaki bir ekran ona ilk ihtiyaç duyduğunda yüklenir; böylece bir dil kullanılana kadar pek yük getirmez.',
  },
};

export default settings;
