const performanceMetrics = {
  title: 'TODO',
};
export default performanceMetrics;
