import type en from '../en/personnel.ts';

const personnel: typeof en = {};

export default personnel;
