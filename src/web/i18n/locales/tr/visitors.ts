import type en from '../en/visitors.ts';

const visitors: typeof en = {};

export default visitors;
