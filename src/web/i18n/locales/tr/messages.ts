import type en from '../en/messages.ts';

const messages: typeof en = {
  // Sign-in and sign-up (SPEC §5: the English is exact)
  'You must enter a valid email': 'Geçerli bir e-posta adresi girmelisiniz',
  'You must enter an email': 'Bir e-posta adresi girmelisiniz',
  'Password is too short - must be at least 4 chars.': 'Şifre çok kısa - en az 4 karakter olmalı.',
  'Please enter your password.': 'Lütfen şifrenizi girin.',
  'You must enter your name': 'Adınızı girmelisiniz',
  'Password is too short - should be 8 chars minimum.': 'Şifre çok kısa - en az 8 karakter olmalı.',
  'Password confirmation is required': 'Şifre onayı gerekli',
  'Passwords must match': 'Şifreler eşleşmeli',
  'The terms and conditions must be accepted.': 'Şartlar ve koşullar kabul edilmelidir.',
  'Password is too long': 'Şifre çok uzun',
  'Name is too long - 100 chars maximum.': 'Ad çok uzun - en fazla 100 karakter.',
  'Must be true or false': 'Evet ya da hayır olmalı',
  'An account with this email already exists.': 'Bu e-posta adresiyle bir hesap zaten var.',
  'Sign-up is not available right now: no organisation accepts new accounts.':
    'Kayıt şu anda yapılamıyor: yeni hesap kabul eden bir kuruluş yok.',
  'Wrong email or password.': 'E-posta adresi veya şifre hatalı.',
  'This account has been disabled. Ask your manager to enable it.':
    'Bu hesap devre dışı bırakıldı. Etkinleştirmesi için müdürünüze başvurun.',
  'You must sign in first.': 'Önce giriş yapmalısınız.',
  'Too many failed attempts. Try again in 1 minute.': 'Çok fazla başarısız deneme. 1 dakika sonra tekrar deneyin.',
  'Too many failed attempts. Try again in {{minutes}} minutes.':
    'Çok fazla başarısız deneme. {{minutes}} dakika sonra tekrar deneyin.',
  // Password reset
  'If an account exists for that email, we have sent a link to reset the password.':
    'Bu e-posta adresine ait bir hesap varsa, şifreyi sıfırlamak için bir bağlantı gönderdik.',
  'The reset link has no token.': 'Sıfırlama bağlantısında belirteç yok.',
  'This reset link is not valid.': 'Bu sıfırlama bağlantısı geçerli değil.',
  'This reset link is not valid. Ask for a new one.':
    'Bu sıfırlama bağlantısı geçerli değil. Yeni bir bağlantı isteyin.',
  'This reset link has already been used. Ask for a new one.':
    'Bu sıfırlama bağlantısı zaten kullanıldı. Yeni bir bağlantı isteyin.',
  'This reset link has expired. Ask for a new one.':
    'Bu sıfırlama bağlantısının süresi doldu. Yeni bir bağlantı isteyin.',
  // Single sign-on (OpenID Connect); {{provider}} is the provider's name
  'Single sign-on is not set up on this server.': 'Bu sunucuda tek oturum açma (SSO) kurulu değil.',
  'This sign-in attempt has expired or was started in another browser. Try again.':
    'Bu giriş denemesinin süresi doldu ya da başka bir tarayıcıda başlatıldı. Tekrar deneyin.',
  'Sign-in could not start. Try again.': 'Giriş başlatılamadı. Tekrar deneyin.',
  'Sign-in failed on our side. Try again in a moment.':
    'Giriş, bizim tarafımızdaki bir sorun nedeniyle başarısız oldu. Birazdan tekrar deneyin.',
  'Your account was being set up in another window. Try again.':
    'Hesabınız başka bir pencerede oluşturuluyordu. Tekrar deneyin.',
  'New accounts cannot be created right now. Ask your manager to invite you.':
    'Şu anda yeni hesap oluşturulamıyor. Müdürünüzden sizi davet etmesini isteyin.',
  'This sign-in attempt has expired. Try again.': 'Bu giriş denemesinin süresi doldu. Tekrar deneyin.',
  'This sign-in attempt does not match the one this browser started. Try again.':
    'Bu giriş denemesi, bu tarayıcının başlattığıyla eşleşmiyor. Tekrar deneyin.',
  '{{provider}} did not share a valid email address, which Watchpost needs for your account.':
    '{{provider}} geçerli bir e-posta adresi paylaşmadı; Watchpost hesabınız için buna ihtiyaç duyar.',
  'An account with this email already exists. Sign in with your password: {{provider}} has not confirmed that this email address is yours.':
    'Bu e-posta adresiyle bir hesap zaten var. Şifrenizle giriş yapın: {{provider}}, bu e-posta adresinin size ait olduğunu doğrulamadı.',
  '{{provider}} cannot be reached right now. Try again in a moment.':
    '{{provider}} şu anda erişilemiyor. Birazdan tekrar deneyin.',
  '{{provider}} did not send an ID token.': '{{provider}} bir kimlik belirteci (ID token) göndermedi.',
  'Sign-in with {{provider}} was cancelled.': '{{provider}} ile giriş iptal edildi.',
  '{{provider}} refused the sign-in.': '{{provider}} girişi reddetti.',
  '{{provider}} refused the sign-in: {{reason}}': '{{provider}} girişi reddetti: {{reason}}',
  'The answer from {{provider}} could not be verified, so you were not signed in. Try again.':
    '{{provider}} yanıtı doğrulanamadığı için giriş yapılmadı. Tekrar deneyin.',
  'Sign-in with {{provider}} failed. Try again in a moment.':
    '{{provider}} ile giriş başarısız oldu. Birazdan tekrar deneyin.',
  'Must be popup or page': 'Açılır pencere ya da sayfa olmalı',
  'Must be sign-in or sign-up': 'Giriş ya da kayıt olmalı',
  // The shell (shellMessages; the English is exact)
  'You have signed out!': 'Çıkış yaptınız!',
  'The page you requested could not be found.': 'İstediğiniz sayfa bulunamadı.',
  'Something went wrong.': 'Bir şeyler ters gitti.',
  'No results..': 'Sonuç bulunamadı.',
  'No alerts available': 'Uyarı yok',
  // Settings and the palette editor
  'Theme preference saved successfully.': 'Tema tercihi başarıyla kaydedildi.',
  'Error saving theme preference': 'Tema tercihi kaydedilirken hata oluştu',
  'Settings saved to Watchpost successfully': "Ayarlar Watchpost'a başarıyla kaydedildi",
  'Error saving setting preference': 'Ayar tercihi kaydedilirken hata oluştu',
  'Must be a colour like #1d4ed8': '#1d4ed8 gibi bir renk olmalı',
  'Must be a light color': 'Açık bir renk olmalı',
  'Must be a dark color': 'Koyu bir renk olmalı',
  'Must be light or dark': 'Açık ya da koyu olmalı',
  'Must be layout1, layout2 or layout3': 'layout1, layout2 ya da layout3 olmalı',
  'Must be fullwidth or boxed': 'Tam genişlik ya da kutulu olmalı',
  'Must be ltr or rtl': 'Soldan sağa ya da sağdan sola olmalı',
  'Must be at least 0.7': 'En az 0,7 olmalı',
  'Must be at most 1.3': 'En fazla 1,3 olmalı',
  // Values in general
  'Must be a valid id': 'Geçerli bir kimlik olmalı',
  'Must be a number': 'Sayı olmalı',
  'Must be a whole number': 'Tam sayı olmalı',
  'Must be at least 1': 'En az 1 olmalı',
  'Must be at most 100': 'En fazla 100 olmalı',
  'Must be at most 100000': 'En fazla 100000 olmalı',
  'Must be at most 1000000000': 'En fazla 1000000000 olmalı',
  'Must be 0 or more': '0 ya da daha büyük olmalı',
  'Must be at least 10 seconds': 'En az 10 saniye olmalı',
  'Must be at most 300 seconds': 'En fazla 300 saniye olmalı',
  'At most 2 decimals': 'En fazla 2 ondalık basamak',
  'Must be an ISO 8601 date-time': 'ISO 8601 biçiminde bir tarih ve saat olmalı',
  'At most {{max}} characters': 'En fazla {{max}} karakter',
  'Must be text': 'Metin olmalı',
  'Must not be empty': 'Boş olamaz',
  'Must be a time zone': 'Bir saat dilimi olmalı',
  'Must be an IANA time zone such as America/Chicago': 'America/Chicago gibi bir IANA saat dilimi olmalı',
  'Must be an IANA time zone such as Europe/Paris': 'Europe/Paris gibi bir IANA saat dilimi olmalı',
  'Must be a list of ids': 'Kimliklerden oluşan bir liste olmalı',
  'At most 500 entries': 'En fazla 500 öğe',
  'Nothing to change': 'Değiştirilecek bir şey yok',
  // Requests and the API in general
  'You are not allowed to do this.': 'Bunu yapmaya yetkiniz yok.',
  'Not found.': 'Bulunamadı.',
  'Some fields are not valid.': 'Bazı alanlar geçerli değil.',
  'Unknown field': 'Bilinmeyen alan',
  'Invalid value': 'Geçersiz değer',
  Required: 'Zorunlu',
  'Something went wrong on our side.': 'Bizim tarafımızda bir sorun oluştu.',
  'The request body is too large.': 'İstek gövdesi çok büyük.',
  'Too many requests; try again in a minute.': 'Çok fazla istek; bir dakika sonra tekrar deneyin.',
  'Send the request body as application/json.': 'İstek gövdesini application/json olarak gönderin.',
  'The request body is empty.': 'İstek gövdesi boş.',
  'The request body is not valid JSON.': 'İstek gövdesi geçerli bir JSON değil.',
  'Not valid JSON': 'Geçerli bir JSON değil',
  'Cross-origin request refused.': 'Başka bir kaynaktan gelen istek reddedildi.',
  'No route {{method}} {{path}}.': '{{method}} {{path}} diye bir yol yok.',
  'You are not signed in.': 'Giriş yapmadınız.',
  'You are not allowed to do that.': 'Bunu yapma yetkiniz yok.',
  'Too many attempts. Wait a minute and try again.': 'Çok fazla deneme. Bir dakika bekleyip tekrar deneyin.',
  'Cannot reach the server. Check your connection and try again.':
    'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edip tekrar deneyin.',
  'The server answered {{status}} {{statusText}}': 'Sunucu {{status}} {{statusText}} yanıtını verdi',
  'The server answered {{status}}': 'Sunucu {{status}} yanıtını verdi',
  // Clients
  'Must be Active or Inactive': 'Aktif ya da Pasif olmalı',
  'You must enter a name': 'Bir ad girmelisiniz',
  'You must enter a note': 'Bir not girmelisiniz',
  'No such client.': 'Böyle bir müşteri yok.',
  'You cannot deactivate the client your own account belongs to.':
    'Kendi hesabınızın bağlı olduğu müşteriyi pasifleştiremezsiniz.',
  'This client has 1 event; a client with events cannot be deleted. Deactivate it instead.':
    'Bu müşterinin 1 etkinliği var; etkinliği olan bir müşteri silinemez. Bunun yerine pasifleştirin.',
  'This client has {{count}} events; a client with events cannot be deleted. Deactivate it instead.':
    'Bu müşterinin {{count}} etkinliği var; etkinliği olan bir müşteri silinemez. Bunun yerine pasifleştirin.',
  'This client has 1 user account; remove them or deactivate the client instead.':
    'Bu müşterinin 1 kullanıcı hesabı var; hesabı kaldırın ya da bunun yerine müşteriyi pasifleştirin.',
  'This client has {{count}} user accounts; remove them or deactivate the client instead.':
    'Bu müşterinin {{count}} kullanıcı hesabı var; hesapları kaldırın ya da bunun yerine müşteriyi pasifleştirin.',
  'Only an Active client can be the working client.': 'Yalnızca Aktif bir müşteri çalışma müşterisi olabilir.',
  'No such note.': 'Böyle bir not yok.',
  'Only the author or an executive can delete this note.': 'Bu notu yalnızca yazan kişi ya da bir yönetici silebilir.',
  // Customers (of a client)
  'Must be asc or desc': 'Artan ya da azalan olmalı',
  'Must be one of name, status, createdAt': 'Şunlardan biri olmalı: ad, durum, oluşturulma tarihi',
  'Must be one of displayName, email, customerName, createdAt':
    'Şunlardan biri olmalı: ad, e-posta, kurum adı, oluşturulma tarihi',
  'You must enter a valid phone number': 'Geçerli bir telefon numarası girmelisiniz',
  'No such customer.': 'Böyle bir kurum yok.',
  'This customer has 1 event; a customer with events cannot be deleted. Deactivate it instead.':
    'Bu kurumun 1 etkinliği var; etkinliği olan bir kurum silinemez. Bunun yerine pasifleştirin.',
  'This customer has {{count}} events; a customer with events cannot be deleted. Deactivate it instead.':
    'Bu kurumun {{count}} etkinliği var; etkinliği olan bir kurum silinemez. Bunun yerine pasifleştirin.',
  'This customer has 1 user account; remove them or deactivate the customer instead.':
    'Bu kurumun 1 kullanıcı hesabı var; hesabı kaldırın ya da bunun yerine kurumu pasifleştirin.',
  'This customer has {{count}} user accounts; remove them or deactivate the customer instead.':
    'Bu kurumun {{count}} kullanıcı hesabı var; hesapları kaldırın ya da bunun yerine kurumu pasifleştirin.',
  // Zones on the map (polygonMessages)
  'A zone needs at least 3 points': 'Bir bölgenin en az 3 noktası olmalı',
  'A zone can have at most 500 points': 'Bir bölgenin en fazla 500 noktası olabilir',
  'Latitude must be between -90 and 90': 'Enlem -90 ile 90 arasında olmalı',
  'Longitude must be between -180 and 180': 'Boylam -180 ile 180 arasında olmalı',
  'The outline must not cross itself': 'Sınır çizgisi kendisiyle kesişmemeli',
  'The outline must enclose an area': 'Sınır çizgisi bir alanı çevrelemeli',
  // Events
  'Must be one of Upcoming, Active, Completed, Unassigned':
    'Şunlardan biri olmalı: Yaklaşan, Aktif, Tamamlandı, Atanmamış',
  // Events, assignments, geofences and restricted areas
  'Must be one of eventName, customerName, startDate, endDate, status, payrollBudget, guardsAssigned':
    'Şunlardan biri olmalı: etkinlik adı, kurum adı, başlangıç tarihi, bitiş tarihi, durum, bordro bütçesi, atanan güvenlik görevlisi sayısı',
  'Must be a list of points': 'Noktalardan oluşan bir liste olmalı',
  'Must be at most 10000': 'En fazla 10000 olmalı',
  'Must be one of Allowed zone, Break zone, Restricted zone':
    'Şunlardan biri olmalı: İzinli bölge, Mola bölgesi, Yasak bölge',
  'You must enter a title': 'Bir başlık girmelisiniz',
  'Give a reason of at least 5 characters': 'En az 5 karakterlik bir gerekçe yazın',
  'Choose an active guard, supervisor or manager of this client':
    'Bu müşterinin aktif bir güvenlik görevlisini, vardiya amirini ya da müdürünü seçin',
  'This person is already assigned to this event.': 'Bu kişi bu etkinliğe zaten atanmış.',
  'Already assigned': 'Zaten atanmış',
  'This person’s licence has expired. Give a reason to assign them anyway.':
    'Bu kişinin lisansının süresi dolmuş. Yine de atamak için bir gerekçe yazın.',
  'Licence expired: give a reason to assign anyway': 'Lisansın süresi dolmuş: yine de atamak için bir gerekçe yazın',
  'This person is not assigned to this event.': 'Bu kişi bu etkinliğe atanmamış.',
  'No such geofence.': 'Böyle bir coğrafi sınır yok.',
  'No such restricted area.': 'Böyle bir yasak bölge yok.',
  'No such event.': 'Böyle bir etkinlik yok.',
  'Time has been clocked at this event, so it cannot be deleted. Mark it unassigned instead.':
    'Bu etkinlikte mesai kaydı var, bu yüzden silinemez. Bunun yerine atanmamış olarak işaretleyin.',
  'Reports have been filed for this event, so it cannot be deleted. Mark it unassigned instead.':
    'Bu etkinlik için raporlar girilmiş, bu yüzden silinemez. Bunun yerine atanmamış olarak işaretleyin.',
  'Choose one of your customers': 'Kendi kurumlarınızdan birini seçin',
  'Must be before the end': 'Bitişten önce olmalı',
  // Users, profile and roles
  'Not a known role': 'Bilinen bir rol değil',
  'Must be active or disabled': 'Aktif ya da devre dışı olmalı',
  'Choose at least one role': 'En az bir rol seçin',
  'Too many roles': 'Çok fazla rol',
  'A role is listed twice': 'Bir rol iki kez yer alıyor',
  'No such user.': 'Böyle bir kullanıcı yok.',
  'Only an admin may give the admin role.': 'Sistem yöneticisi rolünü yalnızca bir sistem yöneticisi verebilir.',
  'You cannot give the role {{role}}: it is above your own.':
    '{{role}} rolünü veremezsiniz: sizin rolünüzden daha üst bir rol.',
  'Not a customer of this client': 'Bu müşteriye ait bir kurum değil',
  'Contains a customer that is not one of this client': 'Bu müşteriye ait olmayan bir kurum içeriyor',
  'Contains an event that is not one of this client': 'Bu müşteriye ait olmayan bir etkinlik içeriyor',
  'Already in use': 'Zaten kullanımda',
  'You cannot change a user whose role is above your own.':
    'Rolü sizinkinden üstte olan bir kullanıcıyı değiştiremezsiniz.',
  'You cannot change your own roles.': 'Kendi rollerinizi değiştiremezsiniz.',
  'You cannot deactivate your own account.': 'Kendi hesabınızı devre dışı bırakamazsınız.',
  'No photo.': 'Fotoğraf yok.',
  'Send the image as the request body.': 'Görüntüyü istek gövdesi olarak gönderin.',
  'The photo must be a JPEG, PNG or WebP image.': 'Fotoğraf JPEG, PNG ya da WebP biçiminde olmalı.',
  'The image could not be read.': 'Görüntü okunamadı.',
  'The image is damaged or too large': 'Görüntü bozuk ya da çok büyük',
  // Role labels of src/shared/roles.ts, as {{role}} above
  Executive: 'Yönetici',
  Manager: 'Müdür',
  Supervisor: 'Vardiya amiri',
  Guard: 'Güvenlik görevlisi',
  Client: 'Müşteri',
  Guest: 'Misafir',
  Admin: 'Sistem yöneticisi',
  'Area Manager': 'Bölge müdürü',
  'Event Manager': 'Etkinlik müdürü',
  'Security Manager': 'Güvenlik müdürü',
  Customer: 'Müşteri kullanıcısı',
  User: 'Kullanıcı',
  // Search and shortcuts
  'Enter something to search for': 'Aranacak bir şey girin',
  'At most 20 shortcuts': 'En fazla 20 kısayol',
  'Each shortcut may appear only once': 'Her kısayol yalnızca bir kez yer alabilir',
  'Guests keep their shortcuts in this browser.': 'Misafirlerin kısayolları bu tarayıcıda saklanır.',
  'Not a page you can open': 'Açabileceğiniz bir sayfa değil',
  'Some shortcuts are not pages you can open.': 'Bazı kısayollar açabileceğiniz sayfalar değil.',
  // Visitors
  'Enter the visitor’s name': 'Ziyaretçinin adını girin',
  'Enter who they are visiting': 'Kimi ziyaret ettiğini girin',
  'Enter the purpose of the visit': 'Ziyaretin amacını girin',
  'Choose a date and time': 'Bir tarih ve saat seçin',
  'Choose a time in the future': 'Gelecekte bir zaman seçin',
  'Must be no more than 24 hours ago': 'En fazla 24 saat önce olmalı',
  'Must be within a year from now': 'Bugünden itibaren bir yıl içinde olmalı',
  'Enter a valid email': 'Geçerli bir e-posta adresi girin',
  'Use digits, spaces and + ( ) - only': 'Yalnızca rakam, boşluk ve + ( ) - kullanın',
  'Choose one of your events': 'Etkinliklerinizden birini seçin',
  'Must be one of on-site, expected, requests, history': 'Şunlardan biri olmalı: sahada, beklenen, talepler, geçmiş',
  'Must be one of requested, expected, checked_in, checked_out, denied, cancelled':
    'Şunlardan biri olmalı: talep edildi, bekleniyor, sahada, çıkış yaptı, reddedildi, iptal edildi',
  'Must be after the start': 'Başlangıçtan sonra olmalı',
  'No such visitor.': 'Böyle bir ziyaretçi yok.',
  'Only a pending request can be approved or declined.':
    'Yalnızca bekleyen bir talep onaylanabilir ya da reddedilebilir.',
  'Only an expected visitor can be checked in.': 'Yalnızca beklenen bir ziyaretçinin girişi yapılabilir.',
  'Only a visitor on site can be checked out.': 'Yalnızca sahadaki bir ziyaretçinin çıkışı yapılabilir.',
  '{{conflict}} This visitor is {{status}}.': '{{conflict}} Bu ziyaretçinin durumu: {{status}}.',
  // Visitor statuses in lower case, as {{status}} above
  requested: 'talep edildi',
  expected: 'bekleniyor',
  'on site': 'sahada',
  'checked out': 'çıkış yaptı',
  declined: 'reddedildi',
  cancelled: 'iptal edildi',
  // Personnel and timesheets
  'Must be one of guard, supervisor, manager, areaManager, eventManager, securityManager':
    'guard, supervisor, manager, areaManager, eventManager, securityManager değerlerinden biri olmalı',
  'Must be one of onDuty, onBreak, offDuty, inactive': 'onDuty, onBreak, offDuty, inactive değerlerinden biri olmalı',
  'Must be one of name, role, status, licenceExpiresOn':
    'name, role, status, licenceExpiresOn değerlerinden biri olmalı',
  'Must be a date': 'Bir tarih olmalı',
  'Must be a date like 2026-12-31': '2026-12-31 gibi bir tarih olmalı',
  'Must be one of available, unavailable, on_leave': 'available, unavailable, on_leave değerlerinden biri olmalı',
  'At most 366 days': 'En fazla 366 gün',
  'Give a reason': 'Bir gerekçe yazın',
  'At least 5 characters': 'En az 5 karakter',
  'Must be after the clock-in': 'Girişten sonra olmalı',
  'Give a new clock-in or clock-out': 'Yeni bir giriş veya çıkış saati girin',
  'Must not be in the future': 'Gelecekte olamaz',
  'Overlaps another clock entry': 'Başka bir giriş/çıkış kaydıyla çakışıyor',
  'These times overlap another clock entry of this person.':
    'Bu saatler bu kişinin başka bir giriş/çıkış kaydıyla çakışıyor.',
  'No such event': 'Böyle bir etkinlik yok',
  'No such person.': 'Böyle bir kişi yok.',
  'No such clock entry.': 'Böyle bir giriş/çıkış kaydı yok.',
  'Must be live or history': 'live veya history olmalı',
  'Must be one of startAt, guardName, eventName, takenMinutes, allowedMinutes':
    'startAt, guardName, eventName, takenMinutes, allowedMinutes değerlerinden biri olmalı',
  'This break has already ended.': 'Bu mola zaten bitti.',
  'No such break.': 'Böyle bir mola yok.',
  'Must be low, normal or high': 'Düşük, normal veya yüksek olmalı',
  'Must be open, in_progress, done or cancelled': 'open, in_progress, done veya cancelled olmalı',
  'Must be dueAt, priority, status, title or createdAt': 'dueAt, priority, status, title veya createdAt olmalı',
  'Must be an event you can see': 'Görebildiğiniz bir etkinlik olmalı',
  'Must be a person of your client': 'Müşterinizin personelinden biri olmalı',
  'No such task.': 'Böyle bir görev yok.',
  'Only the assignee or a supervisor can do this.': 'Bunu yalnızca atanan kişi veya bir amir yapabilir.',
  // Field app (src/shared/contract/field.ts)
  'This time is in the future.': 'Bu zaman gelecekte.',
  'This time is more than 7 days ago.': 'Bu zaman 7 günden daha eski.',
  'You are not assigned to this event.': 'Bu etkinliğe atanmadınız.',
  'This event is not running now.': 'Bu etkinlik şu anda devam etmiyor.',
  'You are already clocked in.': 'Zaten mesaiye giriş yaptınız.',
  'You are not clocked in.': 'Mesaiye giriş yapmadınız.',
  'This time overlaps an earlier clock entry.': 'Bu zaman daha önceki bir mesai kaydıyla çakışıyor.',
  'This time is before you clocked in.': 'Bu zaman mesaiye girişinizden önce.',
  'You are already on a break.': 'Zaten moladasınız.',
  'You are not on a break.': 'Molada değilsiniz.',
  'This time is before the break started.': 'Bu zaman molanın başlangıcından önce.',
  'Positions are shared only while you are clocked in.': 'Konum yalnızca mesaideyken paylaşılır.',
  'Choose one of the allowed break lengths': 'İzin verilen mola sürelerinden birini seçin',
  'This idempotency key was already used for another action.': 'Bu işlem anahtarı başka bir işlem için zaten kullanıldı.',
  'Must be between -90 and 90': '-90 ile 90 arasında olmalıdır',
  'Must be between -180 and 180': '-180 ile 180 arasında olmalıdır',
  'Must be a UUID': 'Geçerli bir UUID olmalıdır',
  'Give both latitude and longitude, or neither': 'Enlem ve boylamı birlikte verin ya da hiçbirini vermeyin',
  'At most 200 actions': 'En fazla 200 işlem',
  'Must be a list': 'Bir liste olmalıdır',
  'Give at least one action': 'En az bir işlem verin',
};

export default messages;
