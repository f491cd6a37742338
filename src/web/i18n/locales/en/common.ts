import { roleLabels } from '../../../../shared/roles.ts';

/** Words used all over the product. */
const common = {
  appName: 'Watchpost',
  actions: {
    add: 'Add',
    back: 'Back',
    cancel: 'Cancel',
    clear: 'Clear',
    close: 'Close',
    confirm: 'Confirm',
    create: 'Create',
    delete: 'Delete',
    edit: 'Edit',
    exportCsv: 'Export CSV',
    open: 'Open',
    print: 'Print',
    refresh: 'Refresh',
    remove: 'Remove',
    retry: 'Try again',
    save: 'Save',
    saveChanges: 'Save changes',
    search: 'Search',
    submit: 'Submit',
    view: 'View',
  },
  export: {
    loading: 'The list is still loading.',
    empty: 'Nothing to export: the list is empty.',
  },
  form: {
    nothingChanged: 'Nothing to save yet: change something first.',
    completeRequired: 'Fill in every required field (*) correctly to continue.',
    fixFields: 'Correct the fields marked in red first.',
  },
  /** A tour run's state (shared/tour-schedule.ts). */
  tourStates: {
    upcoming: 'Upcoming',
    in_progress: 'In progress',
    completed: 'Completed',
    completed_late: 'Completed late',
    missed_checkpoints: 'Missed checkpoints',
  },
  scanFlags: {
    impossible_travel: 'Impossible travel',
    far: 'Far from the checkpoint',
    late_sync: 'Sent after the run was missed',
    low_accuracy: 'Low accuracy',
    no_position: 'No position',
  },
  scanFlagCount: '{{flag}}: {{count}}',
  sentLate: 'Sent {{minutes}} min late',
  states: {
    loading: 'Loading…',
    saving: 'Saving…',
    noData: 'Nothing to show yet.',
    loadFailed: 'Could not load this. Check the connection and try again.',
    unknownError: 'Something went wrong. Please try again.',
  },
  status: {
    active: 'Active',
    inactive: 'Inactive',
    all: 'All',
  },
  answers: {
    yes: 'Yes',
    no: 'No',
  },
  roles: { ...roleLabels, none: 'No role' },
  mfa: {
    qrLabel: 'QR code to scan with your authenticator app',
    scan: 'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the 6-digit code it shows.',
    manual: 'Cannot scan? Enter this key by hand:',
    code: '6-digit code',
    recoveryTitle: 'Your recovery codes',
    recoveryIntro:
      'Each code signs you in once if you lose your phone or passkey. Keep them somewhere safe: they are shown only now.',
    recoveryList: 'Recovery codes',
    copy: 'Copy',
    copied: 'Recovery codes copied',
    copyFailed: 'Could not copy. Select the codes or download them.',
    download: 'Download',
  },
  /** The notes of a record (a client, an event). */
  notes: {
    writeFirst: 'Write a note first.',
    listLabel: 'Notes',
    addLabel: 'Add a note',
    tooLong: 'At most {{max}} characters',
    added: 'Note added',
    deleted: 'Note deleted',
    deleteTitle: 'Delete this note?',
    deleteNote: 'Delete note',
    loadFailed: 'The notes could not be loaded: {{message}}',
    empty: 'No notes yet',
    formerUser: 'A former user',
  },
  notices: {
    signedOut: 'You have signed out!',
    pageNotFound: 'The page you requested could not be found.',
    renderFailure: 'Something went wrong.',
    noAlerts: 'No alerts available',
    themeSaved: 'Theme preference saved successfully.',
    themeFailed: 'Error saving theme preference',
    settingsSaved: 'Settings saved to Watchpost successfully',
    settingsFailed: 'Error saving setting preference',
  },
};

/** Keys whose text is the same in every language (checked by translations.test.ts). */
export const sameInEveryLanguage = ['appName', 'scanFlagCount'];

export default common;
