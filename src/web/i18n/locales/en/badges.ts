/** The badges page (/badge): pick personnel, preview their CR80 ID badges and print them. */
const badges = {
  page: {
    title: 'Badges',
    subtitle: 'Printable ID badges for your personnel: pick people, check the preview, then print on A4.',
    searchLabel: 'Search',
    searchAria: 'Search personnel for badges',
    peopleList: 'Personnel to print badges for',
    selectAllOnPage: 'Select all on this page',
    selectPerson: 'Select {{name}}',
    selectedCount: 'Selected: {{count}}',
    clearSelection: 'Clear selection',
    print: 'Print',
    chooseFirst: 'Choose at least one person to print their badge.',
    nothingSelected: 'Nothing is selected.',
    printHint: 'Cards are 85.6 × 54 mm (CR80), ten per A4 page, with a cut line around each.',
    loading: 'Loading personnel',
    loadFailed: 'The personnel could not be loaded',
    empty: 'No personnel match this search',
    preview: 'Preview',
    previewEmpty: 'Select people to see their badges here.',
    sheet: 'Badge sheet',
    pages: 'Pages of personnel',
  },
  card: {
    label: 'Badge of {{name}}',
    qrLabel: 'QR code of badge {{id}}',
    badgeId: 'Badge ID',
    photoAlt: 'Photo of {{name}}',
  },
};

export default badges;
