/** The signed-in user's own profile page. */
const profile = {
  title: 'Profile',
  intro: 'How you appear to your colleagues in Watchpost.',
  details: {
    title: 'Details',
    form: 'Profile details',
    displayName: 'Display name',
    displayNameHelp: 'Shown in the toolbar, on badges and in reports',
    email: 'Email',
    emailHelp: 'Ask a manager to change it',
    role: 'Role',
    undo: 'Undo',
    saved: 'Your name was saved',
    saveFailed: 'Could not save.',
  },
  photo: {
    title: 'Photo',
    previewAlt: 'Preview of the new photo',
    photoOf: 'Photo of {{name}}',
    saving: 'Saving photo',
    previewHint: 'Preview: upload it to use it, or cancel.',
    hint: 'JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.',
    upload: 'Upload photo',
    change: 'Change photo',
    choose: 'Choose photo',
    updated: 'Your photo was updated',
    removed: 'Your photo was removed',
    uploadFailed: 'The photo could not be uploaded.',
    removeFailed: 'The photo could not be removed.',
    wrongType: 'Choose a JPEG, PNG or WebP image.',
    tooLarge: 'The image is larger than 5 MB.',
  },
};

export default profile;
