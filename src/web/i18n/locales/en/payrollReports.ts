const payrollReports = {
  title: 'TODO',
};
export default payrollReports;
