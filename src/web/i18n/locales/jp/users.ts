import type en from '../en/users.ts';

const users: typeof en = {};

export default users;
