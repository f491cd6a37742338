const activityLogs = {
  title: 'TODO',
};
export default activityLogs;
