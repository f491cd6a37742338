import type en from '../en/payrollReports.ts';

const payrollReports: typeof en = {
  title: 'TODO',
};
export default payrollReports;
