import type en from '../en/shell.ts';

const shell: typeof en = {};

export default shell;
