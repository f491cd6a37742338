import type en from '../en/breaks.ts';

const breaks: typeof en = {};

export default breaks;
