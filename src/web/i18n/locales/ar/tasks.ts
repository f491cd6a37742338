import type en from '../en/tasks.ts';

const tasks: typeof en = {};

export default tasks;
