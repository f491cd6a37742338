import type en from '../en/messages.ts';

const messages: typeof en = {
  // Sign-in and sign-up (SPEC §5: the English is exact)
  'You must enter a valid email': '有効なメールアドレスを入力してください',
  'You must enter an email': 'メールアドレスを入力してください',
  'Password is too short - must be at least 4 chars.': 'パスワードが短すぎます。4文字以上にしてください。',
  'Please enter your password.': 'パスワードを入力してください。',
  'You must enter your name': 'お名前を入力してください',
  'Password is too short - should be 8 chars minimum.': 'パスワードが短すぎます。8文字以上にしてください。',
  'Password confirmation is required': '確認用のパスワードを入力してください',
  'Passwords must match': 'パスワードが一致していません',
  'The terms and conditions must be accepted.': '利用規約に同意する必要があります。',
  'Password is too long': 'パスワードが長すぎます',
  'Name is too long - 100 chars maximum.': '名前が長すぎます。100文字以内にしてください。',
  'Must be true or false': 'はい・いいえのどちらかを指定してください',
  'An account with this email already exists.': 'このメールアドレスのアカウントはすでに存在します。',
  'Sign-up is not available right now: no organisation accepts new accounts.':
    '現在、新規登録はできません。新しいアカウントを受け付けている組織がありません。',
  'Wrong email or password.': 'メールアドレスまたはパスワードが正しくありません。',
  'This account has been disabled. Ask your manager to enable it.':
    'このアカウントは無効になっています。マネージャーに有効化を依頼してください。',
  'You must sign in first.': '先にサインインしてください。',
  'Too many failed attempts. Try again in 1 minute.': '失敗した試行が多すぎます。1分後にもう一度お試しください。',
  'Too many failed attempts. Try again in {{minutes}} minutes.':
    '失敗した試行が多すぎます。{{minutes}}分後にもう一度お試しください。',
  // Password reset
  'If an account exists for that email, we have sent a link to reset the password.':
    'このメールアドレスのアカウントが存在する場合は、パスワード再設定用のリンクを送信しました。',
  'The reset link has no token.': '再設定リンクにトークンが含まれていません。',
  'This reset link is not valid.': 'この再設定リンクは無効です。',
  'This reset link is not valid. Ask for a new one.':
    'この再設定リンクは無効です。新しいリンクをリクエストしてください。',
  'This reset link has already been used. Ask for a new one.':
    'この再設定リンクはすでに使用されています。新しいリンクをリクエストしてください。',
  'This reset link has expired. Ask for a new one.':
    'この再設定リンクは有効期限が切れています。新しいリンクをリクエストしてください。',
  // Single sign-on (OpenID Connect); {{provider}} is the provider's name
  'Single sign-on is not set up on this server.': 'このサーバーではシングルサインオンが設定されていません。',
  'This sign-in attempt has expired or was started in another browser. Try again.':
    'このサインインの試行は期限切れか、別のブラウザーで開始されました。もう一度お試しください。',
  'Sign-in could not start. Try again.': 'サインインを開始できませんでした。もう一度お試しください。',
  'Sign-in failed on our side. Try again in a moment.':
    'こちら側の問題でサインインに失敗しました。しばらくしてからもう一度お試しください。',
  'Your account was being set up in another window. Try again.':
    'アカウントは別のウィンドウで設定中でした。もう一度お試しください。',
  'New accounts cannot be created right now. Ask your manager to invite you.':
    '現在、新しいアカウントは作成できません。マネージャーに招待を依頼してください。',
  'This sign-in attempt has expired. Try again.': 'このサインインの試行は期限切れです。もう一度お試しください。',
  'This sign-in attempt does not match the one this browser started. Try again.':
    'このサインインの試行は、このブラウザーで開始したものと一致しません。もう一度お試しください。',
  '{{provider}} did not share a valid email address, which Watchpost needs for your account.':
    '{{provider}} から有効なメールアドレスが共有されませんでした。Watchpost のアカウントにはメールアドレスが必要です。',
  'An account with this email already exists. Sign in with your password: {{provider}} has not confirmed that this email address is yours.':
    'このメールアドレスのアカウントはすでに存在します。パスワードでサインインしてください。{{provider}} はこのメールアドレスがあなたのものであることを確認していません。',
  '{{provider}} cannot be reached right now. Try again in a moment.':
    '現在 {{provider}} に接続できません。しばらくしてからもう一度お試しください。',
  '{{provider}} did not send an ID token.': '{{provider}} から ID トークンが送信されませんでした。',
  'Sign-in with {{provider}} was cancelled.': '{{provider}} でのサインインはキャンセルされました。',
  '{{provider}} refused the sign-in.': '{{provider}} がサインインを拒否しました。',
  '{{provider}} refused the sign-in: {{reason}}': '{{provider}} がサインインを拒否しました: {{reason}}',
  'The answer from {{provider}} could not be verified, so you were not signed in. Try again.':
    '{{provider}} からの応答を検証できなかったため、サインインしませんでした。もう一度お試しください。',
  'Sign-in with {{provider}} failed. Try again in a moment.':
    '{{provider}} でのサインインに失敗しました。しばらくしてからもう一度お試しください。',
  'Must be popup or page': 'ポップアップまたはページを指定してください',
  'Must be sign-in or sign-up': 'サインインまたはサインアップを指定してください',
  // The shell (shellMessages; the English is exact)
  'You have signed out!': 'サインアウトしました！',
  'The page you requested could not be found.': 'お探しのページが見つかりませんでした。',
  'Something went wrong.': '問題が発生しました。',
  'No results..': '該当する結果はありません。',
  'No alerts available': 'アラートはありません',
  // Settings and the palette editor
  'Theme preference saved successfully.': 'テーマの設定を保存しました。',
  'Error saving theme preference': 'テーマの設定を保存できませんでした',
  'Settings saved to Watchpost successfully': '設定を Watchpost に保存しました',
  'Error saving setting preference': '設定を保存できませんでした',
  'Must be a colour like #1d4ed8': '#1d4ed8 のような色を指定してください',
  'Must be a light color': '明るい色を指定してください',
  'Must be a dark color': '暗い色を指定してください',
  'Must be light or dark': 'ライトまたはダークを指定してください',
  'Must be layout1, layout2 or layout3': 'layout1、layout2、layout3 のいずれかを指定してください',
  'Must be fullwidth or boxed': '全幅またはボックスを指定してください',
  'Must be ltr or rtl': '左から右、または右から左を指定してください',
  'Must be at least 0.7': '0.7 以上にしてください',
  'Must be at most 1.3': '1.3 以下にしてください',
  // Values in general
  'Must be a valid id': '有効な ID を指定してください',
  'Must be a number': '数値を入力してください',
  'Must be a whole number': '整数を入力してください',
  'Must be at least 1': '1 以上にしてください',
  'Must be at most 100': '100 以下にしてください',
  'Must be at most 100000': '100000 以下にしてください',
  'Must be at most 1000000000': '1000000000 以下にしてください',
  'Must be 0 or more': '0 以上にしてください',
  'Must be at least 10 seconds': '10 秒以上にしてください',
  'Must be at most 300 seconds': '300 秒以下にしてください',
  'At most 2 decimals': '小数点以下は2桁までです',
  'Must be an ISO 8601 date-time': 'ISO 8601 形式の日時を指定してください',
  'At most {{max}} characters': '{{max}}文字以内で入力してください',
  'Must be text': 'テキストを入力してください',
  'Must not be empty': '空にはできません',
  'Must be a time zone': 'タイムゾーンを指定してください',
  'Must be an IANA time zone such as America/Chicago': 'America/Chicago のような IANA タイムゾーンを指定してください',
  'Must be an IANA time zone such as Europe/Paris': 'Europe/Paris のような IANA タイムゾーンを指定してください',
  'Must be a list of ids': 'ID のリストを指定してください',
  'At most 500 entries': '500件以内にしてください',
  'Nothing to change': '変更する項目がありません',
  // Requests and the API in general
  'You are not allowed to do this.': 'この操作を行う権限がありません。',
  'Not found.': '見つかりません。',
  'Some fields are not valid.': '一部の項目が正しくありません。',
  'Unknown field': '不明な項目です',
  'Invalid value': '無効な値です',
  Required: '必須です',
  'Something went wrong on our side.': 'こちら側で問題が発生しました。',
  'The request body is too large.': 'リクエスト本文が大きすぎます。',
  'Too many requests; try again in a minute.': 'リクエストが多すぎます。1分後にもう一度お試しください。',
  'Send the request body as application/json.': 'リクエスト本文は application/json で送信してください。',
  'The request body is empty.': 'リクエスト本文が空です。',
  'The request body is not valid JSON.': 'リクエスト本文が有効な JSON ではありません。',
  'Not valid JSON': '有効な JSON ではありません',
  'Cross-origin request refused.': '別のオリジンからのリクエストは拒否されました。',
  'No route {{method}} {{path}}.': '{{method}} {{path}} というルートはありません。',
  'You are not signed in.': 'サインインしていません。',
  'You are not allowed to do that.': 'その操作を行う権限がありません。',
  'Too many attempts. Wait a minute and try again.': '試行回数が多すぎます。1分待ってからもう一度お試しください。',
  'Cannot reach the server. Check your connection and try again.':
    'サーバーに接続できません。接続を確認してもう一度お試しください。',
  'The server answered {{status}} {{statusText}}': 'サーバーから {{status}} {{statusText}} が返されました',
  'The server answered {{status}}': 'サーバーから {{status}} が返されました',
  // Clients
  'Must be Active or Inactive': '有効または無効を指定してください',
  'You must enter a name': '名前を入力してください',
  'You must enter a note': 'メモを入力してください',
  'No such client.': 'このクライアントは存在しません。',
  'You cannot deactivate the client your own account belongs to.':
    '自分のアカウントが所属するクライアントは無効にできません。',
  'This client has 1 event; a client with events cannot be deleted. Deactivate it instead.':
    'このクライアントにはイベントが1件あります。イベントがあるクライアントは削除できません。代わりに無効にしてください。',
  'This client has {{count}} events; a client with events cannot be deleted. Deactivate it instead.':
    'このクライアントにはイベントが{{count}}件あります。イベントがあるクライアントは削除できません。代わりに無効にしてください。',
  'This client has 1 user account; remove them or deactivate the client instead.':
    'このクライアントにはユーザーアカウントが1件あります。アカウントを削除するか、代わりにクライアントを無効にしてください。',
  'This client has {{count}} user accounts; remove them or deactivate the client instead.':
    'このクライアントにはユーザーアカウントが{{count}}件あります。アカウントを削除するか、代わりにクライアントを無効にしてください。',
  'Only an Active client can be the working client.': '作業中のクライアントにできるのは有効なクライアントだけです。',
  'No such note.': 'このメモは存在しません。',
  'Only the author or an executive can delete this note.': 'このメモを削除できるのは作成者かエグゼクティブだけです。',
  // Customers (of a client)
  'Must be asc or desc': '昇順または降順を指定してください',
  'Must be one of name, status, createdAt': '名前、状態、作成日時のいずれかを指定してください',
  'Must be one of displayName, email, customerName, createdAt':
    '名前、メールアドレス、顧客名、作成日時のいずれかを指定してください',
  'You must enter a valid phone number': '有効な電話番号を入力してください',
  'No such customer.': 'この顧客は存在しません。',
  'This customer has 1 event; a customer with events cannot be deleted. Deactivate it instead.':
    'この顧客にはイベントが1件あります。イベントがある顧客は削除できません。代わりに無効にしてください。',
  'This customer has {{count}} events; a customer with events cannot be deleted. Deactivate it instead.':
    'この顧客にはイベントが{{count}}件あります。イベントがある顧客は削除できません。代わりに無効にしてください。',
  'This customer has 1 user account; remove them or deactivate the customer instead.':
    'この顧客にはユーザーアカウントが1件あります。アカウントを削除するか、代わりに顧客を無効にしてください。',
  'This customer has {{count}} user accounts; remove them or deactivate the customer instead.':
    'この顧客にはユーザーアカウントが{{count}}件あります。アカウントを削除するか、代わりに顧客を無効にしてください。',
  // Zones on the map (polygonMessages)
  'A zone needs at least 3 points': 'ゾーンには3つ以上の点が必要です',
  'A zone can have at most 500 points': 'ゾーンの点は500個までです',
  'Latitude must be between -90 and 90': '緯度は -90 から 90 の範囲で指定してください',
  'Longitude must be between -180 and 180': '経度は -180 から 180 の範囲で指定してください',
  'The outline must not cross itself': '輪郭が交差しないようにしてください',
  'The outline must enclose an area': '輪郭で領域を囲んでください',
  // Events
  'Must be one of Upcoming, Active, Completed, Unassigned':
    '予定、実施中、完了、未割り当てのいずれかを指定してください',
  // Events, assignments, geofences and restricted areas
  'Must be one of eventName, customerName, startDate, endDate, status, payrollBudget, guardsAssigned':
    'イベント名、顧客名、開始日、終了日、状態、給与予算、配置済み警備員数のいずれかを指定してください',
  'Must be a list of points': '点のリストを指定してください',
  'Must be at most 10000': '10000 以下にしてください',
  'Must be one of Allowed zone, Break zone, Restricted zone':
    '許可ゾーン、休憩ゾーン、立入禁止ゾーンのいずれかを指定してください',
  'You must enter a title': 'タイトルを入力してください',
  'Give a reason of at least 5 characters': '5文字以上で理由を入力してください',
  'Choose an active guard, supervisor or manager of this client':
    'このクライアントの有効な警備員、スーパーバイザー、マネージャーのいずれかを選択してください',
  'This person is already assigned to this event.': 'この人はすでにこのイベントに配置されています。',
  'Already assigned': '配置済みです',
  'This person’s licence has expired. Give a reason to assign them anyway.':
    'この人のライセンスは有効期限が切れています。それでも配置する場合は理由を入力してください。',
  'Licence expired: give a reason to assign anyway': 'ライセンス期限切れ: それでも配置する場合は理由を入力してください',
  'This person is not assigned to this event.': 'この人はこのイベントに配置されていません。',
  'No such geofence.': 'このジオフェンスは存在しません。',
  'No such restricted area.': 'この立入禁止エリアは存在しません。',
  'No such event.': 'このイベントは存在しません。',
  'Time has been clocked at this event, so it cannot be deleted. Mark it unassigned instead.':
    'このイベントには勤務記録があるため削除できません。代わりに未割り当てにしてください。',
  'Reports have been filed for this event, so it cannot be deleted. Mark it unassigned instead.':
    'このイベントには報告書が提出されているため削除できません。代わりに未割り当てにしてください。',
  'Choose one of your customers': '担当の顧客から選んでください',
  'Must be before the end': '終了より前にしてください',
  // Users, profile and roles
  'Not a known role': '不明なロールです',
  'Must be active or disabled': '有効または無効を指定してください',
  'Choose at least one role': 'ロールを1つ以上選択してください',
  'Too many roles': 'ロールが多すぎます',
  'A role is listed twice': '同じロールが2回指定されています',
  'No such user.': 'このユーザーは存在しません。',
  'Only an admin may give the admin role.': '管理者ロールを付与できるのは管理者だけです。',
  'You cannot give the role {{role}}: it is above your own.':
    '{{role}} のロールは付与できません。あなたのロールより上位です。',
  'Not a customer of this client': 'このクライアントの顧客ではありません',
  'Contains a customer that is not one of this client': 'このクライアントに属さない顧客が含まれています',
  'Contains an event that is not one of this client': 'このクライアントに属さないイベントが含まれています',
  'Already in use': 'すでに使用されています',
  'You cannot change a user whose role is above your own.': '自分より上位のロールを持つユーザーは変更できません。',
  'You cannot change your own roles.': '自分のロールは変更できません。',
  'You cannot deactivate your own account.': '自分のアカウントは無効にできません。',
  'No photo.': '写真がありません。',
  'Send the image as the request body.': '画像をリクエスト本文として送信してください。',
  'The photo must be a JPEG, PNG or WebP image.': '写真は JPEG、PNG、WebP のいずれかの画像にしてください。',
  'The image could not be read.': '画像を読み込めませんでした。',
  'The image is damaged or too large': '画像が破損しているか、大きすぎます',
  // Role labels of src/shared/roles.ts, as {{role}} above
  Executive: 'エグゼクティブ',
  Manager: 'マネージャー',
  Supervisor: 'スーパーバイザー',
  Guard: '警備員',
  Client: 'クライアント',
  Guest: 'ゲスト',
  Admin: '管理者',
  'Area Manager': 'エリアマネージャー',
  'Event Manager': 'イベントマネージャー',
  'Security Manager': 'セキュリティマネージャー',
  Customer: '顧客',
  User: 'ユーザー',
  // Search and shortcuts
  'Enter something to search for': '検索する語句を入力してください',
  'At most 20 shortcuts': 'ショートカットは20件までです',
  'Each shortcut may appear only once': '同じショートカットは1回しか追加できません',
  'Guests keep their shortcuts in this browser.': 'ゲストのショートカットはこのブラウザーに保存されます。',
  'Not a page you can open': '開くことのできないページです',
  'Some shortcuts are not pages you can open.': '一部のショートカットは開くことのできないページです。',
  // Visitors
  'Enter the visitor’s name': '来訪者の名前を入力してください',
  'Enter who they are visiting': '訪問先の担当者を入力してください',
  'Enter the purpose of the visit': '訪問の目的を入力してください',
  'Choose a date and time': '日時を選択してください',
  'Choose a time in the future': 'これから先の日時を選択してください',
  'Must be no more than 24 hours ago': '24時間以内の日時にしてください',
  'Must be within a year from now': '今から1年以内の日時にしてください',
  'Enter a valid email': '有効なメールアドレスを入力してください',
  'Use digits, spaces and + ( ) - only': '数字、スペース、+ ( ) - のみ使用できます',
  'Choose one of your events': 'あなたのイベントから1つ選択してください',
  'Must be one of on-site, expected, requests, history': '構内、来訪予定、申請、履歴のいずれかを指定してください',
  'Must be one of requested, expected, checked_in, checked_out, denied, cancelled':
    '申請中、来訪予定、構内、チェックアウト済み、却下、取り消しのいずれかを指定してください',
  'Must be after the start': '開始より後にしてください',
  'No such visitor.': 'この来訪者は存在しません。',
  'Only a pending request can be approved or declined.': '承認または却下できるのは保留中の申請だけです。',
  'Only an expected visitor can be checked in.': 'チェックインできるのは来訪予定の来訪者だけです。',
  'Only a visitor on site can be checked out.': 'チェックアウトできるのは構内にいる来訪者だけです。',
  '{{conflict}} This visitor is {{status}}.': '{{conflict}}この来訪者の状態: {{status}}。',
  // Visitor statuses in lower case, as {{status}} above
  requested: '申請中',
  expected: '来訪予定',
  'on site': '構内',
  'checked out': 'チェックアウト済み',
  declined: '却下',
  cancelled: '取り消し',
  // Personnel and timesheets
  'Must be one of guard, supervisor, manager, areaManager, eventManager, securityManager':
    'guard、supervisor、manager、areaManager、eventManager、securityManager のいずれかにしてください',
  'Must be one of onDuty, onBreak, offDuty, inactive': 'onDuty、onBreak、offDuty、inactive のいずれかにしてください',
  'Must be one of name, role, status, licenceExpiresOn':
    'name、role、status、licenceExpiresOn のいずれかにしてください',
  'Must be a date': '日付を指定してください',
  'Must be a date like 2026-12-31': '2026-12-31 のような日付にしてください',
  'Must be one of available, unavailable, on_leave': 'available、unavailable、on_leave のいずれかにしてください',
  'At most 366 days': '366日以内にしてください',
  'Give a reason': '理由を入力してください',
  'At least 5 characters': '5文字以上にしてください',
  'Must be after the clock-in': '出勤より後にしてください',
  'Give a new clock-in or clock-out': '新しい出勤または退勤の時刻を入力してください',
  'Must not be in the future': '未来の時刻は指定できません',
  'Overlaps another clock entry': '別の打刻記録と重なっています',
  'These times overlap another clock entry of this person.': 'この時刻はこの人の別の打刻記録と重なっています。',
  'No such event': 'そのイベントはありません',
  'No such person.': 'その人は見つかりません。',
  'No such clock entry.': 'その打刻記録はありません。',
  'Must be live or history': 'live または history を指定してください',
  'Must be one of startAt, guardName, eventName, takenMinutes, allowedMinutes':
    'startAt、guardName、eventName、takenMinutes、allowedMinutes のいずれかを指定してください',
  'This break has already ended.': 'この休憩はすでに終了しています。',
  'No such break.': 'その休憩はありません。',
  'Must be low, normal or high': '低・中・高のいずれかにしてください',
  'Must be open, in_progress, done or cancelled': 'open、in_progress、done、cancelled のいずれかにしてください',
  'Must be dueAt, priority, status, title or createdAt':
    'dueAt、priority、status、title、createdAt のいずれかにしてください',
  'Must be an event you can see': '閲覧できるイベントを選んでください',
  'Must be a person of your client': 'あなたのクライアントの要員を選んでください',
  'No such task.': 'そのタスクはありません。',
  'Only the assignee or a supervisor can do this.': 'これを行えるのは担当者または監督者だけです。',
  // Field app (src/shared/contract/field.ts)
  'This time is in the future.': 'この時刻は未来です。',
  'This time is more than 7 days ago.': 'この時刻は7日以上前です。',
  'You are not assigned to this event.': 'このイベントに割り当てられていません。',
  'This event is not running now.': 'このイベントは現在実施中ではありません。',
  'You are already clocked in.': 'すでに出勤しています。',
  'You are not clocked in.': '出勤していません。',
  'This time overlaps an earlier clock entry.': 'この時刻は以前の勤怠記録と重なっています。',
  'This time is before you clocked in.': 'この時刻は出勤時刻より前です。',
  'You are already on a break.': 'すでに休憩中です。',
  'You are not on a break.': '休憩中ではありません。',
  'This time is before the break started.': 'この時刻は休憩開始より前です。',
  'Positions are shared only while you are clocked in.': '位置情報は出勤中のみ共有されます。',
  'Choose one of the allowed break lengths': '許可されている休憩時間から選んでください',
  'This idempotency key was already used for another action.': 'この冪等キーは別の操作ですでに使用されています。',
  'Must be between -90 and 90': '-90から90の間で指定してください',
  'Must be between -180 and 180': '-180から180の間で指定してください',
  'Must be a UUID': '有効なUUIDを指定してください',
  'Give both latitude and longitude, or neither': '緯度と経度を両方指定するか、どちらも指定しないでください',
  'At most 200 actions': '最大200件の操作',
  'Must be a list': 'リストで指定してください',
  'Give at least one action': '少なくとも1件の操作を指定してください',
};

export default messages;
