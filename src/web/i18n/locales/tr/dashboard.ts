import type en from '../en/dashboard.ts';

const dashboard: typeof en = {};

export default dashboard;
