import type en from '../en/auth.ts';

const auth: typeof en = {};

export default auth;
