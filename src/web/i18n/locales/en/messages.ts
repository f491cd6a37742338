/**
 * Messages written in English outside the web components — the validation messages of src/shared, the server's
 * error and field messages, the settings toasts, the API client's own — keyed by their exact English text.
 * translateMessage() (i18n.ts) looks them up; a message with a changing part is listed by its template (see
 * message-patterns.ts). messages-coverage.test.ts fails when the source has a message that is not here.
 */
const messages = {
  // Sign-in and sign-up (SPEC §5: the English is exact)
  'You must enter a valid email': 'You must enter a valid email',
  'You must enter an email': 'You must enter an email',
  'Password is too short - must be at least 4 chars.': 'Password is too short - must be at least 4 chars.',
  'Please enter your password.': 'Please enter your password.',
  'You must enter your name': 'You must enter your name',
  'Password is too short - should be 8 chars minimum.': 'Password is too short - should be 8 chars minimum.',
  'Password confirmation is required': 'Password confirmation is required',
  'Passwords must match': 'Passwords must match',
  'The terms and conditions must be accepted.': 'The terms and conditions must be accepted.',
  'Password is too long': 'Password is too long',
  'Name is too long - 100 chars maximum.': 'Name is too long - 100 chars maximum.',
  'Must be true or false': 'Must be true or false',
  'An account with this email already exists.': 'An account with this email already exists.',
  'Sign-up is not available right now: no organisation accepts new accounts.':
    'Sign-up is not available right now: no organisation accepts new accounts.',
  'Wrong email or password.': 'Wrong email or password.',
  'This account has been disabled. Ask your manager to enable it.':
    'This account has been disabled. Ask your manager to enable it.',
  'You must sign in first.': 'You must sign in first.',
  'Too many failed attempts. Try again in 1 minute.': 'Too many failed attempts. Try again in 1 minute.',
  'Too many failed attempts. Try again in {{minutes}} minutes.':
    'Too many failed attempts. Try again in {{minutes}} minutes.',
  // Password reset
  'If an account exists for that email, we have sent a link to reset the password.':
    'If an account exists for that email, we have sent a link to reset the password.',
  'The reset link has no token.': 'The reset link has no token.',
  'This reset link is not valid.': 'This reset link is not valid.',
  'This reset link is not valid. Ask for a new one.': 'This reset link is not valid. Ask for a new one.',
  'This reset link has already been used. Ask for a new one.':
    'This reset link has already been used. Ask for a new one.',
  'This reset link has expired. Ask for a new one.': 'This reset link has expired. Ask for a new one.',
  // Single sign-on (OpenID Connect); {{provider}} is the provider's name
  'Single sign-on is not set up on this server.': 'Single sign-on is not set up on this server.',
  'This sign-in attempt has expired or was started in another browser. Try again.':
    'This sign-in attempt has expired or was started in another browser. Try again.',
  'Sign-in could not start. Try again.': 'Sign-in could not start. Try again.',
  'Sign-in failed on our side. Try again in a moment.': 'Sign-in failed on our side. Try again in a moment.',
  'Your account was being set up in another window. Try again.':
    'Your account was being set up in another window. Try again.',
  'New accounts cannot be created right now. Ask your manager to invite you.':
    'New accounts cannot be created right now. Ask your manager to invite you.',
  'This sign-in attempt has expired. Try again.': 'This sign-in attempt has expired. Try again.',
  'This sign-in attempt does not match the one this browser started. Try again.':
    'This sign-in attempt does not match the one this browser started. Try again.',
  '{{provider}} did not share a valid email address, which Watchpost needs for your account.':
    '{{provider}} did not share a valid email address, which Watchpost needs for your account.',
  'An account with this email already exists. Sign in with your password: {{provider}} has not confirmed that this email address is yours.':
    'An account with this email already exists. Sign in with your password: {{provider}} has not confirmed that this email address is yours.',
  '{{provider}} cannot be reached right now. Try again in a moment.':
    '{{provider}} cannot be reached right now. Try again in a moment.',
  '{{provider}} did not send an ID token.': '{{provider}} did not send an ID token.',
  'Sign-in with {{provider}} was cancelled.': 'Sign-in with {{provider}} was cancelled.',
  '{{provider}} refused the sign-in.': '{{provider}} refused the sign-in.',
  '{{provider}} refused the sign-in: {{reason}}': '{{provider}} refused the sign-in: {{reason}}',
  'The answer from {{provider}} could not be verified, so you were not signed in. Try again.':
    'The answer from {{provider}} could not be verified, so you were not signed in. Try again.',
  'Sign-in with {{provider}} failed. Try again in a moment.':
    'Sign-in with {{provider}} failed. Try again in a moment.',
  'Must be popup or page': 'Must be popup or page',
  'Must be sign-in or sign-up': 'Must be sign-in or sign-up',
  // The shell (shellMessages; the English is exact)
  'You have signed out!': 'You have signed out!',
  'The page you requested could not be found.': 'The page you requested could not be found.',
  'Something went wrong.': 'Something went wrong.',
  'No results..': 'No results..',
  'No alerts available': 'No alerts available',
  // Settings and the palette editor
  'Theme preference saved successfully.': 'Theme preference saved successfully.',
  'Error saving theme preference': 'Error saving theme preference',
  'Settings saved to Watchpost successfully': 'Settings saved to Watchpost successfully',
  'Error saving setting preference': 'Error saving setting preference',
  'Must be a colour like #1d4ed8': 'Must be a colour like #1d4ed8',
  'Must be a light color': 'Must be a light color',
  'Must be a dark color': 'Must be a dark color',
  'Must be light or dark': 'Must be light or dark',
  'Must be layout1, layout2 or layout3': 'Must be layout1, layout2 or layout3',
  'Must be fullwidth or boxed': 'Must be fullwidth or boxed',
  'Must be ltr or rtl': 'Must be ltr or rtl',
  'Must be at least 0.7': 'Must be at least 0.7',
  'Must be at most 1.3': 'Must be at most 1.3',
  // Values in general
  'Must be a valid id': 'Must be a valid id',
  'Must be a number': 'Must be a number',
  'Must be a whole number': 'Must be a whole number',
  'Must be at least 1': 'Must be at least 1',
  'Must be at most 100': 'Must be at most 100',
  'Must be at most 100000': 'Must be at most 100000',
  'Must be at most 1000000000': 'Must be at most 1000000000',
  'Must be 0 or more': 'Must be 0 or more',
  'At most 2 decimals': 'At most 2 decimals',
  'Must be an ISO 8601 date-time': 'Must be an ISO 8601 date-time',
  'At most {{max}} characters': 'At most {{max}} characters',
  'Must be text': 'Must be text',
  'Must not be empty': 'Must not be empty',
  'Must be a time zone': 'Must be a time zone',
  'Must be an IANA time zone such as America/Chicago': 'Must be an IANA time zone such as America/Chicago',
  'Must be an IANA time zone such as Europe/Paris': 'Must be an IANA time zone such as Europe/Paris',
  'Must be a list of ids': 'Must be a list of ids',
  'At most 500 entries': 'At most 500 entries',
  'Nothing to change': 'Nothing to change',
  // Requests and the API in general
  'You are not allowed to do this.': 'You are not allowed to do this.',
  'Not found.': 'Not found.',
  'Some fields are not valid.': 'Some fields are not valid.',
  'Unknown field': 'Unknown field',
  'Invalid value': 'Invalid value',
  Required: 'Required',
  'Something went wrong on our side.': 'Something went wrong on our side.',
  'The request body is too large.': 'The request body is too large.',
  'Too many requests; try again in a minute.': 'Too many requests; try again in a minute.',
  'Send the request body as application/json.': 'Send the request body as application/json.',
  'The request body is empty.': 'The request body is empty.',
  'The request body is not valid JSON.': 'The request body is not valid JSON.',
  'Not valid JSON': 'Not valid JSON',
  'Cross-origin request refused.': 'Cross-origin request refused.',
  'No route {{method}} {{path}}.': 'No route {{method}} {{path}}.',
  'You are not signed in.': 'You are not signed in.',
  'You are not allowed to do that.': 'You are not allowed to do that.',
  'Too many attempts. Wait a minute and try again.': 'Too many attempts. Wait a minute and try again.',
  'Cannot reach the server. Check your connection and try again.':
    'Cannot reach the server. Check your connection and try again.',
  'The server answered {{status}} {{statusText}}': 'The server answered {{status}} {{statusText}}',
  'The server answered {{status}}': 'The server answered {{status}}',
  // Clients
  'Must be Active or Inactive': 'Must be Active or Inactive',
  'You must enter a name': 'You must enter a name',
  'You must enter a note': 'You must enter a note',
  'No such client.': 'No such client.',
  'You cannot deactivate the client your own account belongs to.':
    'You cannot deactivate the client your own account belongs to.',
  'This client has 1 event; a client with events cannot be deleted. Deactivate it instead.':
    'This client has 1 event; a client with events cannot be deleted. Deactivate it instead.',
  'This client has {{count}} events; a client with events cannot be deleted. Deactivate it instead.':
    'This client has {{count}} events; a client with events cannot be deleted. Deactivate it instead.',
  'This client has 1 user account; remove them or deactivate the client instead.':
    'This client has 1 user account; remove them or deactivate the client instead.',
  'This client has {{count}} user accounts; remove them or deactivate the client instead.':
    'This client has {{count}} user accounts; remove them or deactivate the client instead.',
  'Only an Active client can be the working client.': 'Only an Active client can be the working client.',
  'No such note.': 'No such note.',
  'Only the author or an executive can delete this note.': 'Only the author or an executive can delete this note.',
  // Customers (of a client)
  'Must be asc or desc': 'Must be asc or desc',
  'Must be one of name, status, createdAt': 'Must be one of name, status, createdAt',
  'Must be one of displayName, email, customerName, createdAt':
    'Must be one of displayName, email, customerName, createdAt',
  'You must enter a valid phone number': 'You must enter a valid phone number',
  'No such customer.': 'No such customer.',
  'This customer has 1 event; a customer with events cannot be deleted. Deactivate it instead.':
    'This customer has 1 event; a customer with events cannot be deleted. Deactivate it instead.',
  'This customer has {{count}} events; a customer with events cannot be deleted. Deactivate it instead.':
    'This customer has {{count}} events; a customer with events cannot be deleted. Deactivate it instead.',
  'This customer has 1 user account; remove them or deactivate the customer instead.':
    'This customer has 1 user account; remove them or deactivate the customer instead.',
  'This customer has {{count}} user accounts; remove them or deactivate the customer instead.':
    'This customer has {{count}} user accounts; remove them or deactivate the customer instead.',
  // Zones on the map (polygonMessages)
  'A zone needs at least 3 points': 'A zone needs at least 3 points',
  'A zone can have at most 500 points': 'A zone can have at most 500 points',
  'Latitude must be between -90 and 90': 'Latitude must be between -90 and 90',
  'Longitude must be between -180 and 180': 'Longitude must be between -180 and 180',
  'The outline must not cross itself': 'The outline must not cross itself',
  'The outline must enclose an area': 'The outline must enclose an area',
  // Events
  'Must be one of Upcoming, Active, Completed, Unassigned': 'Must be one of Upcoming, Active, Completed, Unassigned',
  // Events, assignments, geofences and restricted areas
  'Must be one of eventName, customerName, startDate, endDate, status, payrollBudget, guardsAssigned':
    'Must be one of eventName, customerName, startDate, endDate, status, payrollBudget, guardsAssigned',
  'Must be a list of points': 'Must be a list of points',
  'Must be at most 10000': 'Must be at most 10000',
  'Must be one of Allowed zone, Break zone, Restricted zone':
    'Must be one of Allowed zone, Break zone, Restricted zone',
  'You must enter a title': 'You must enter a title',
  'Give a reason of at least 5 characters': 'Give a reason of at least 5 characters',
  'Choose an active guard, supervisor or manager of this client':
    'Choose an active guard, supervisor or manager of this client',
  'This person is already assigned to this event.': 'This person is already assigned to this event.',
  'Already assigned': 'Already assigned',
  'This person’s licence has expired. Give a reason to assign them anyway.':
    'This person’s licence has expired. Give a reason to assign them anyway.',
  'Licence expired: give a reason to assign anyway': 'Licence expired: give a reason to assign anyway',
  'This person is not assigned to this event.': 'This person is not assigned to this event.',
  'No such geofence.': 'No such geofence.',
  'No such restricted area.': 'No such restricted area.',
  'No such event.': 'No such event.',
  'Time has been clocked at this event, so it cannot be deleted. Mark it unassigned instead.':
    'Time has been clocked at this event, so it cannot be deleted. Mark it unassigned instead.',
  'Reports have been filed for this event, so it cannot be deleted. Mark it unassigned instead.':
    'Reports have been filed for this event, so it cannot be deleted. Mark it unassigned instead.',
  'Choose one of your customers': 'Choose one of your customers',
  'Must be before the end': 'Must be before the end',
  // Users, profile and roles
  'Not a known role': 'Not a known role',
  'Must be active or disabled': 'Must be active or disabled',
  'Choose at least one role': 'Choose at least one role',
  'Too many roles': 'Too many roles',
  'A role is listed twice': 'A role is listed twice',
  'No such user.': 'No such user.',
  'Only an admin may give the admin role.': 'Only an admin may give the admin role.',
  'You cannot give the role {{role}}: it is above your own.':
    'You cannot give the role {{role}}: it is above your own.',
  'Not a customer of this client': 'Not a customer of this client',
  'Contains a customer that is not one of this client': 'Contains a customer that is not one of this client',
  'Contains an event that is not one of this client': 'Contains an event that is not one of this client',
  'Already in use': 'Already in use',
  'You cannot change a user whose role is above your own.': 'You cannot change a user whose role is above your own.',
  'You cannot change your own roles.': 'You cannot change your own roles.',
  'You cannot deactivate your own account.': 'You cannot deactivate your own account.',
  'No photo.': 'No photo.',
  'Send the image as the request body.': 'Send the image as the request body.',
  'The photo must be a JPEG, PNG or WebP image.': 'The photo must be a JPEG, PNG or WebP image.',
  'The image could not be read.': 'The image could not be read.',
  'The image is damaged or too large': 'The image is damaged or too large',
  // Role labels of src/shared/roles.ts, as {{role}} above
  Executive: 'Executive',
  Manager: 'Manager',
  Supervisor: 'Supervisor',
  Guard: 'Guard',
  Client: 'Client',
  Guest: 'Guest',
  Admin: 'Admin',
  'Area Manager': 'Area Manager',
  'Event Manager': 'Event Manager',
  'Security Manager': 'Security Manager',
  Customer: 'Customer',
  User: 'User',
  // Search and shortcuts
  'Enter something to search for': 'Enter something to search for',
  'At most 20 shortcuts': 'At most 20 shortcuts',
  'Each shortcut may appear only once': 'Each shortcut may appear only once',
  'Guests keep their shortcuts in this browser.': 'Guests keep their shortcuts in this browser.',
  'Not a page you can open': 'Not a page you can open',
  'Some shortcuts are not pages you can open.': 'Some shortcuts are not pages you can open.',
  // Visitors
  'Enter the visitor’s name': 'Enter the visitor’s name',
  'Enter who they are visiting': 'Enter who they are visiting',
  'Enter the purpose of the visit': 'Enter the purpose of the visit',
  'Choose a date and time': 'Choose a date and time',
  'Choose a time in the future': 'Choose a time in the future',
  'Must be no more than 24 hours ago': 'Must be no more than 24 hours ago',
  'Must be within a year from now': 'Must be within a year from now',
  'Enter a valid email': 'Enter a valid email',
  'Use digits, spaces and + ( ) - only': 'Use digits, spaces and + ( ) - only',
  'Choose one of your events': 'Choose one of your events',
  'Must be one of on-site, expected, requests, history': 'Must be one of on-site, expected, requests, history',
  'Must be one of requested, expected, checked_in, checked_out, denied, cancelled':
    'Must be one of requested, expected, checked_in, checked_out, denied, cancelled',
  'Must be after the start': 'Must be after the start',
  'No such visitor.': 'No such visitor.',
  'Only a pending request can be approved or declined.': 'Only a pending request can be approved or declined.',
  'Only an expected visitor can be checked in.': 'Only an expected visitor can be checked in.',
  'Only a visitor on site can be checked out.': 'Only a visitor on site can be checked out.',
  '{{conflict}} This visitor is {{status}}.': '{{conflict}} This visitor is {{status}}.',
  // Visitor statuses in lower case, as {{status}} above
  requested: 'requested',
  expected: 'expected',
  'on site': 'on site',
  'checked out': 'checked out',
  declined: 'declined',
  cancelled: 'cancelled',
  // Personnel and timesheets
  'Must be one of guard, supervisor, manager, areaManager, eventManager, securityManager':
    'Must be one of guard, supervisor, manager, areaManager, eventManager, securityManager',
  'Must be one of onDuty, onBreak, offDuty, inactive': 'Must be one of onDuty, onBreak, offDuty, inactive',
  'Must be one of name, role, status, licenceExpiresOn': 'Must be one of name, role, status, licenceExpiresOn',
  'Must be a date': 'Must be a date',
  'Must be a date like 2026-12-31': 'Must be a date like 2026-12-31',
  'Must be one of available, unavailable, on_leave': 'Must be one of available, unavailable, on_leave',
  'At most 366 days': 'At most 366 days',
  'Give a reason': 'Give a reason',
  'At least 5 characters': 'At least 5 characters',
  'Must be after the clock-in': 'Must be after the clock-in',
  'Give a new clock-in or clock-out': 'Give a new clock-in or clock-out',
  'Must not be in the future': 'Must not be in the future',
  'Overlaps another clock entry': 'Overlaps another clock entry',
  'These times overlap another clock entry of this person.': 'These times overlap another clock entry of this person.',
  'No such event': 'No such event',
  'No such person.': 'No such person.',
  'No such clock entry.': 'No such clock entry.',
  'Must be live or history': 'Must be live or history',
  'Must be one of startAt, guardName, eventName, takenMinutes, allowedMinutes':
    'Must be one of startAt, guardName, eventName, takenMinutes, allowedMinutes',
  'This break has already ended.': 'This break has already ended.',
  'No such break.': 'No such break.',
  'Must be low, normal or high': 'Must be low, normal or high',
  'Must be open, in_progress, done or cancelled': 'Must be open, in_progress, done or cancelled',
  'Must be dueAt, priority, status, title or createdAt': 'Must be dueAt, priority, status, title or createdAt',
  'Must be an event you can see': 'Must be an event you can see',
  'Must be a person of your client': 'Must be a person of your client',
  'No such task.': 'No such task.',
  'Only the assignee or a supervisor can do this.': 'Only the assignee or a supervisor can do this.',
};

export default messages;
