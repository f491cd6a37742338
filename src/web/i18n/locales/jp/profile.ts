import type en from '../en/profile.ts';

const profile: typeof en = {};

export default profile;
