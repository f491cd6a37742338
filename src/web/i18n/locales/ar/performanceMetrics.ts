import type en from '../en/performanceMetrics.ts';

const performanceMetrics: typeof en = {
  title: 'TODO',
};
export default performanceMetrics;
