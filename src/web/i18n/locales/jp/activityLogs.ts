import type en from '../en/activityLogs.ts';

const activityLogs: typeof en = {
  title: 'TODO',
};
export default activityLogs;
